import { Router } from 'express';
import { AGENT_LINK_PATH, parseReferrerPid } from '@portal/contracts';

/**
 * The referral link as shared (`<PUBLIC_URL>/registerForAplink?pid=7`, any letter case, spec §2.3)
 * opens the short register form of the hash-routed site with the pid kept (and nothing else).
 */
export function agentLinkRoutes(): Router {
  // The one path matched in any letter case (spec §2.3): a public redirect to a page, not an API.
  // eslint-disable-next-line no-restricted-syntax
  const r = Router({ caseSensitive: false, strict: true });
  r.get(AGENT_LINK_PATH, (req, res) => {
    const pid = parseReferrerPid(req.query.pid);
    res.redirect(302, `/#${AGENT_LINK_PATH}${pid === undefined ? '' : `?pid=${pid}`}`);
  });
  return r;
}
