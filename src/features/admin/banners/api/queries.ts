import { $api } from '../../../../api/queries';

/** The main-page carousel's banners, in their order. */
export const bannersQuery = () => $api.queryOptions('get', '/admin-api/banners');
