import type { AboutItem, AboutUpdateFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export interface AboutInput extends AboutUpdateFields {
  img1?: File;
  img2?: File;
}

export const listAbout = () => request<AboutItem[]>('/api/content/get-about');
/** Multipart header, slogan, description and whichever of img1/img2 were replaced. */
export const updateAbout = (id: number, { header, slogan, description, img1, img2 }: AboutInput) =>
  request<unknown>(`/api/content/update-about/${id}`, { method: 'PUT', body: formData({ header, slogan, description, img1, img2 }) });
