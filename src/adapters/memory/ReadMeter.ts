/**
 * Counts document reads and bytes the way Firestore bills them: one read per document returned, at least one per
 * query (even an empty one), one per 1,000 index entries for a count aggregation; bytes are the JSON size of the
 * documents returned. It also counts document writes (one per document set or deleted, as Firestore bills them).
 * Benchmarks read it to print reads and bytes per page, and writes per task.
 */
export class ReadMeter {
  reads = 0;
  bytes = 0;
  writes = 0;

  chargeDocuments(documents: readonly unknown[]): void {
    this.reads += Math.max(1, documents.length);
    for (const document of documents) this.bytes += sizeOf(document);
  }

  chargeCount(matched: number): void {
    this.reads += Math.max(1, Math.ceil(matched / 1000));
  }

  chargeWrite(): void {
    this.writes += 1;
  }

  reset(): void {
    this.reads = 0;
    this.bytes = 0;
    this.writes = 0;
  }

  /** The figures since the last reset, then resets. */
  take(): { reads: number; bytes: number } {
    const figures = { reads: this.reads, bytes: this.bytes };
    this.reset();
    return figures;
  }
}

const encoder = new TextEncoder();
export const sizeOf = (document: unknown): number =>
  document === undefined ? 0 : encoder.encode(JSON.stringify(document)).length;
