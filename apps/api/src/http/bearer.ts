/** The token of an `Authorization: Bearer <token>` header ('' when there is none). */
export function bearerToken(header: string | undefined): string {
  const match = /^Bearer\s+(.+)$/i.exec(header ?? '');
  return match?.[1]?.trim() ?? '';
}
