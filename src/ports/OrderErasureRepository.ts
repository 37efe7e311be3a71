/**
 * The orders of deleted accounts, kept for tax records (domain OrderErasure): the shopper's mark when they delete
 * their account, and the shop's erasure of the customer details once the retention has ended.
 */
export interface OrderErasureRepository {
  /**
   * The signed-in shopper `userId` deletes their account: each of their orders not marked yet is marked with the
   * time of the write (the server's on Firestore) and its erasureDueAt (OrderErasure.markedForErasure). A mark is
   * never moved, so a retry marks only what a failed attempt left. Returns how many orders it marked.
   */
  requestErasure(userId: string): Promise<number>;
  /** Staff: how many orders' customer details may be erased at `now` (OrderErasure.isErasureDue). */
  countDue(now: string): Promise<number>;
  /**
   * Staff: erases the customer details of at most `max` (1..MAX_ACTIVITY_TARGETS) due orders, the longest due first,
   * in one atomic write recorded in the activity log (OrderErasure.customerErasureTarget). Returns how many it
   * erased: 0 when none is due.
   */
  eraseDue(now: string, max: number): Promise<number>;
}
