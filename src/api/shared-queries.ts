import { $api } from './queries';

/** The districts (GET /api/districts): the catalogue filters, the listing form and the settings read the same list. */
export const districtsQuery = () => $api.queryOptions('get', '/api/districts');
