import type { FastifySchemaValidationError } from 'fastify';
import { CatalogueQuery } from '../../../contract/shop';
import { badRequest } from '../../lib/http-error';

/*
 * The filtered catalogue's query, as its cache keys it and as a person is told it is wrong. A link is shared
 * and edited by hand, so a bad value gets a sentence naming what is wrong, not the schema's path.
 */

/** One key per view: the query's own fields in the contract's order, the images mode added by the cache. */
const FIELDS = Object.keys(CatalogueQuery.properties).filter((k) => k !== 'images');
export const catalogueKey = (query: Record<string, unknown>) =>
  `catalogue?${FIELDS.map((k) => (query[k] === undefined ? '' : `${k}=${encodeURIComponent(String(query[k]))}`)).join('&')}`;

const FIELD_MESSAGE: Record<string, string> = {
  cat: 'ประเภทสินค้าไม่ถูกต้อง',
  q: 'คำค้นหายาวได้ไม่เกิน 50 ตัวอักษร',
  min_price: 'ช่วงราคาต้องเป็นจำนวนเต็มบาท ตั้งแต่ 0 ขึ้นไป',
  max_price: 'ช่วงราคาต้องเป็นจำนวนเต็มบาท ตั้งแต่ 0 ขึ้นไป',
  min_grams: 'น้ำหนัก (กรัม) ต้องเป็นตัวเลข ตั้งแต่ 0 ขึ้นไป',
  max_grams: 'น้ำหนัก (กรัม) ต้องเป็นตัวเลข ตั้งแต่ 0 ขึ้นไป',
  weight: 'ไม่มีขนาดน้ำหนักนี้ในร้าน',
  sort: 'เรียงได้ตามราคา (price, -price) น้ำหนัก (weight) หรือสินค้าใหม่ (new)',
  page: 'เลขหน้าไม่ถูกต้อง',
  pageSize: 'จำนวนสินค้าต่อหน้าไม่ถูกต้อง',
  images: 'รูปแบบรูปภาพไม่ถูกต้อง',
};

/** Route-level schemaErrorFormatter: the first wrong parameter gets its own Thai sentence. */
export const catalogueErrorFormatter = (errors: FastifySchemaValidationError[]) => {
  const field = errors[0]?.instancePath.replace(/^\//, '').split('/')[0] ?? '';
  return badRequest('VALIDATION', FIELD_MESSAGE[field] ?? 'เงื่อนไขค้นหาสินค้าไม่ถูกต้อง');
};
