import { $api } from '../../../../api/queries';

/** The user's saved listings (POST /client-api/basket: the API's basket is the favourites). */
export const savedListingsQuery = () => $api.queryOptions('post', '/client-api/basket');
