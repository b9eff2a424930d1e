import { $api } from './queries';

/** The district list (GET /api/districts), read by the catalogue filter, the listing form and the admin settings. */
export const districtsQuery = () => $api.queryOptions('get', '/api/districts');
