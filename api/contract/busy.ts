/** The code of a sign-in the server could not check soon enough (503 with Retry-After: come back shortly). */
export const SIGNIN_BUSY = 'SIGNIN_BUSY';
/** The longest Retry-After a client waits on its own before showing the server's message instead. */
const MAX_AUTO_WAIT_S = 10;

/**
 * Both apps' sign-in: when the server sheds a sign-in under load (503 SIGNIN_BUSY with Retry-After), wait
 * that long and send it again, a few times, before showing its Thai message. `retryAfterOf` reads the
 * app's own error: the seconds to wait for a shed sign-in, else undefined.
 */
export async function retryWhenBusy<T>(call: () => Promise<T>, retryAfterOf: (err: unknown) => number | undefined, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (err) {
      const seconds = retryAfterOf(err);
      if (seconds === undefined || attempt >= tries || seconds > MAX_AUTO_WAIT_S) throw err;
      await new Promise((resume) => setTimeout(resume, Math.max(1, seconds) * 1000));
    }
  }
}
