// The hashing lives in the db package so the demo seed (which must not import api) stores the same format.
export { hashPassword, verifyPassword } from '@goldshop/db/password';
