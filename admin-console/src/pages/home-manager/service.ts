import type { HomeItem, HomeUpdateFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export interface HomeInput extends HomeUpdateFields {
  img?: File;
}

export const listHome = () => request<HomeItem[]>('/api/content/get-home');
/** Multipart header, description and, when a new one was chosen, img. */
export const updateHome = (id: number, { header, description, img }: HomeInput) =>
  request<unknown>(`/api/content/update-home/${id}`, { method: 'PUT', body: formData({ header, description, img }) });
