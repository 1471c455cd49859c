import { shopCalls as calls, type Flag, type ProductDetailsBody, type ProductFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

/** The add/edit form's values: the contract's text fields plus the chosen image file, if any. */
export interface ProductInput extends ProductFields {
  img?: File;
}

/** ค่ากำเหน็จ goes as typed; left empty on a new product it is not sent, and the server keeps 0. */
const productForm = ({ code, weight, unit, cat_id, makingCharge, img }: ProductInput) =>
  formData({ code, weight, unit, cat_id, makingCharge, img });

export const listProducts = () => request(calls.shopProducts);
export const addProduct = (input: ProductInput) => request(calls.addProduct, { body: productForm(input) });
/**
 * The image is sent only when a new one was chosen; the server keeps the old one otherwise. A making
 * charge cleared in the form means none (0), not "keep the saved one".
 */
export const updateProduct = (id: number, input: ProductInput) =>
  request(calls.updateProduct, { params: { id }, body: productForm({ ...input, makingCharge: input.makingCharge ?? 0 }) });
export const setTopStatus = (id: number, topStatus: Flag) => request(calls.setTopStatus, { params: { id }, body: { topStatus } });
export const deleteProduct = (id: number) => request(calls.deleteProduct, { params: { id } });

/** The editor's label, photos and stock per branch. */
export const productDetails = (id: number) => request(calls.productDetails, { params: { id } });
export const saveProductDetails = (id: number, body: ProductDetailsBody) => request(calls.setProductDetails, { params: { id }, body });
export const addProductPhoto = (id: number, img: File, alt: string) =>
  request(calls.addProductPhoto, { params: { id }, body: formData({ img, alt }) });
