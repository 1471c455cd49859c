import { amlCalls as calls, type AmlSettings } from '@goldshop/api/contract';
import { request } from '../../services/request';

/** The owner's money-laundering rules, and the movements they flag (the last 30 days). */
export const getAmlSettings = () => request(calls.settings);
export const setAmlSettings = (body: AmlSettings) => request(calls.setSettings, { body });
export const listFlagged = () => request(calls.flagged);
