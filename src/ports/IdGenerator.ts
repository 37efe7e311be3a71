export interface IdGenerator {
  /** A new 20-character alphanumeric id, like Firestore's auto ids. */
  newId(): string;
}
