// Growable typed arrays for the in-memory index: one slot per doc number, appended as documents arrive.
import { NULL_INT } from './filter-predicate';

export class IntVec {
  data: Int32Array;
  length = 0;
  constructor(capacity = 1024) {
    this.data = new Int32Array(Math.max(16, capacity));
  }
  push(value: number): void {
    if (this.length === this.data.length) this.grow(this.length + 1);
    this.data[this.length++] = value;
  }
  grow(minimum: number): void {
    if (minimum <= this.data.length) return;
    const next = new Int32Array(Math.max(minimum, Math.ceil(this.data.length * 1.5)));
    next.set(this.data.subarray(0, this.length));
    this.data = next;
  }
  /** The used part, copied into an exactly sized array. */
  trimmed(): Int32Array {
    return this.data.slice(0, this.length);
  }
}

function grown<T extends Int32Array | Float64Array | Uint8Array | Uint16Array>(array: T, capacity: number): T {
  if (array.length >= capacity) return array;
  const next = new (array.constructor as new (n: number) => T)(capacity);
  next.set(array);
  return next;
}

/** One product_search row as the index stores it. */
export interface DocRow {
  id: number;
  sku: string;
  categoryId: number;
  collectionId: number;
  brandId: number | null;
  price: number;
  originalPrice: number | null;
  stock: number;
  bestSellerRank: number | null;
  salesCount: number;
  /** Microseconds since the epoch (PostgreSQL's precision), so ties sort as in SQL. */
  createdAtUs: number;
  valueIds: number[];
}

/** The filterable, sortable and facetable columns, by doc number. */
export class DocColumns {
  capacity: number;
  ids: Int32Array;
  sku: string[] = [];
  category: Int32Array;
  collection: Int32Array;
  brand: Int32Array;
  price: Int32Array;
  originalPrice: Int32Array;
  discountPercent: Int32Array;
  stock: Int32Array;
  bestSellerRank: Int32Array;
  salesCount: Int32Array;
  createdAt: Float64Array;
  valueStart: Int32Array;
  valueCount: Int32Array;
  private readonly values = new IntVec(4096);

  constructor(capacity: number) {
    this.capacity = Math.max(16, capacity);
    const ints = () => new Int32Array(this.capacity);
    this.ids = ints();
    this.category = ints();
    this.collection = ints();
    this.brand = ints();
    this.price = ints();
    this.originalPrice = ints();
    this.discountPercent = ints();
    this.stock = ints();
    this.bestSellerRank = ints();
    this.salesCount = ints();
    this.createdAt = new Float64Array(this.capacity);
    this.valueStart = ints();
    this.valueCount = ints();
  }

  get valuePool(): Int32Array {
    return this.values.data;
  }

  ensure(capacity: number): void {
    if (capacity <= this.capacity) return;
    const c = Math.max(capacity, Math.ceil(this.capacity * 1.25) + 1024);
    this.capacity = c;
    this.ids = grown(this.ids, c);
    this.category = grown(this.category, c);
    this.collection = grown(this.collection, c);
    this.brand = grown(this.brand, c);
    this.price = grown(this.price, c);
    this.originalPrice = grown(this.originalPrice, c);
    this.discountPercent = grown(this.discountPercent, c);
    this.stock = grown(this.stock, c);
    this.bestSellerRank = grown(this.bestSellerRank, c);
    this.salesCount = grown(this.salesCount, c);
    this.createdAt = grown(this.createdAt, c);
    this.valueStart = grown(this.valueStart, c);
    this.valueCount = grown(this.valueCount, c);
  }

  set(doc: number, row: DocRow): void {
    this.ensure(doc + 1);
    this.ids[doc] = row.id;
    this.sku[doc] = row.sku;
    this.category[doc] = row.categoryId;
    this.collection[doc] = row.collectionId;
    this.brand[doc] = row.brandId ?? NULL_INT;
    this.price[doc] = row.price;
    this.originalPrice[doc] = row.originalPrice ?? NULL_INT;
    // As SQL computes it: integer division, 0 unless discounted.
    this.discountPercent[doc] =
      row.originalPrice !== null && row.originalPrice > row.price
        ? Math.trunc(((row.originalPrice - row.price) * 100) / row.originalPrice)
        : 0;
    this.stock[doc] = row.stock;
    this.bestSellerRank[doc] = row.bestSellerRank ?? NULL_INT;
    this.salesCount[doc] = row.salesCount;
    this.createdAt[doc] = row.createdAtUs;
    // Rewritten in place when they fit (an update), appended otherwise.
    const count = row.valueIds.length;
    let start = this.valueStart[doc]!;
    if (count > this.valueCount[doc]! || (start === 0 && this.valueCount[doc] === 0)) {
      start = this.values.length;
      this.values.grow(start + count);
      this.values.length += count;
    }
    for (let i = 0; i < count; i++) this.values.data[start + i] = row.valueIds[i]!;
    this.valueStart[doc] = start;
    this.valueCount[doc] = count;
  }
}
