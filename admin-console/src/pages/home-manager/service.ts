import { contentCalls as calls, type HomeUpdateFields } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

export interface HomeInput extends HomeUpdateFields {
  img?: File;
}

export const listHome = () => request(calls.getHome);
/** Multipart header, description and, when a new one was chosen, img. */
export const updateHome = (id: number, { header, description, img }: HomeInput) =>
  request(calls.updateHome, { params: { id }, body: formData({ header, description, img }) });
