import type { Flag, Message, Product, ProductFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

/** The add/edit form's values: the contract's text fields plus the chosen image file, if any. */
export interface ProductInput extends ProductFields {
  img?: File;
}

const productForm = ({ code, weight, unit, cat_id, img }: ProductInput) => formData({ code, weight, unit, cat_id, img });

export const listProducts = () => request<Product[]>('/api/shop/shop-product');
export const addProduct = (input: ProductInput) => request<unknown>('/api/shop/add-product', { method: 'POST', body: productForm(input) });
/** The image is sent only when a new one was chosen; the server keeps the old one otherwise. */
export const updateProduct = (id: number, input: ProductInput) =>
  request<unknown>(`/api/shop/update-product/${id}`, { method: 'POST', body: productForm(input) });
export const setTopStatus = (id: number, topStatus: Flag) =>
  request<unknown>(`/api/shop/update-top-status/${id}`, { method: 'PUT', body: { topStatus } });
export const deleteProduct = (id: number) => request<Message>(`/api/shop/delete-product/${id}`, { method: 'DELETE' });
