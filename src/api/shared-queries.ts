// Reads that several features share: they live here because features do not import each other.
import { $api } from './queries';

/** Every district (GET /api/districts): the catalogue filter, the listing form and the admin settings list them. */
export const districtsQuery = () => $api.queryOptions('get', '/api/districts');
