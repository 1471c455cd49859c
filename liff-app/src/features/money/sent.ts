/** A request the server accepted, for its receipt: the id it answered, the amount and when it was sent. */
export interface Sent {
  id: number;
  amount: number;
  at: string;
}
