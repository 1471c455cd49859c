import { contentCalls as calls } from '@goldshop/api/contract';
import { formData, request } from '../../services/request';

/** What a content form sends: its text fields, and each image only when a new one was chosen. */
export type ContentFields = Record<string, string | File | undefined>;

export const listHome = () => request(calls.getHome);
export const updateHome = (id: number, fields: ContentFields) => request(calls.updateHome, { params: { id }, body: formData(fields) });
export const listAbout = () => request(calls.getAbout);
export const updateAbout = (id: number, fields: ContentFields) => request(calls.updateAbout, { params: { id }, body: formData(fields) });
