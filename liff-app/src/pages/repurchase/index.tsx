// Placeholder: this screen is being built.
export default function Page() {
  return <main className="page"><h1>repurchase</h1></main>;
}
