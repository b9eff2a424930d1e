import { queryOptions } from '@tanstack/react-query';
import { $api } from './queries';

/**
 * The user's saved listings (POST /client-api/basket: the API's basket is the favourites): the
 * profile lists them; a favourite toggle anywhere changes them (src/ui/favorite-button).
 */
export const savedListingsQuery = () => queryOptions($api.queryOptions('post', '/client-api/basket'));
