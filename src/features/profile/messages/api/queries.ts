import { $api } from '../../../../api/queries';

/** The user's conversations, newest first, with their unread counts (GET /client-api/messages). */
export const conversationsQuery = () => $api.queryOptions('get', '/client-api/messages');

/** One conversation's messages; reading it marks them read on the server (GET /client-api/messages/{userId}). */
export const threadQuery = (userId: number) => $api.queryOptions('get', '/client-api/messages/{userId}', { params: { path: { userId } } });
