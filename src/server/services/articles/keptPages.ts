/**
 * Pages read at a version of the data, kept while they are current (decision 0041). Bounded by
 * count and by size: any visitor may ask for any page, of up to 200 articles of up to 200,000
 * characters each, so a page too big for the budget is not kept, and the oldest go first.
 */
export class KeptPages<Page> {
  private readonly pages = new Map<string, { version: string; page: Page; size: number }>();
  private size = 0;

  constructor(
    private readonly maxPages: number,
    private readonly maxSize: number,
  ) {}

  /** The page kept under this key, if it was read at this version. */
  get(key: string, version: string): Page | undefined {
    const kept = this.pages.get(key);
    return kept?.version === version ? kept.page : undefined;
  }

  /** Keeps a page in place of the key's older one; `size` in characters, roughly what it holds. */
  keep(key: string, version: string, page: Page, size: number): void {
    this.drop(key);
    if (size > this.maxSize) return;
    this.pages.set(key, { version, page, size });
    this.size += size;
    for (const oldest of this.pages.keys()) {
      if (this.pages.size <= this.maxPages && this.size <= this.maxSize) break;
      this.drop(oldest);
    }
  }

  get count(): number {
    return this.pages.size;
  }

  private drop(key: string): void {
    const kept = this.pages.get(key);
    if (!kept) return;
    this.pages.delete(key);
    this.size -= kept.size;
  }
}
