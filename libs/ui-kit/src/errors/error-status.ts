/** The error pages of the route table (spec §2): /401, /403, /404, /maintenance, and 500 for failures. */
export type ErrorStatus = 401 | 403 | 404 | 500 | 'maintenance';
