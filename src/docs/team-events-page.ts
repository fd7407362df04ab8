import { EVENT_TYPES } from '../platform/outbox/event-types.js';
import { eventExample, SIGNATURE_HEADERS, TEAM_EVENTS } from './team-events.js';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page's only style: no script, nothing fetched (its Content-Security-Policy says so). */
const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; max-width: 58rem; margin: 2rem auto; padding: 0 1rem; color: #1b1b1b; }
code, pre { font: 14px/1.45 ui-monospace, monospace; }
pre { background: #f4f5f7; padding: .75rem 1rem; overflow-x: auto; border-radius: 4px; }
table { border-collapse: collapse; } td, th { border: 1px solid #ccd; padding: .3rem .6rem; text-align: left; }
nav a { margin-right: .8rem; white-space: nowrap; } a { color: #0645ad; }`;

/** The Content-Security-Policy of the page: its inline style, nothing else. */
export const TEAM_EVENTS_PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * /docs/events: the events the bridge POSTs to teams' endpoints, each with an example body, from
 * the same definitions as the OpenAPI document's `x-webhooks` (which Swagger UI does not show).
 */
export function teamEventsPage(): string {
  const headers = SIGNATURE_HEADERS.map(
    ([name, meaning]) => `<tr><td><code>${name}</code></td><td>${escape(meaning)}</td></tr>`,
  ).join('\n');
  const events = EVENT_TYPES.map(
    (type) => `<section id="${type}">
<h2><code>${type}</code></h2>
<p>${escape(TEAM_EVENTS[type].summary)}</p>
<pre>${escape(JSON.stringify(eventExample(type), null, 2))}</pre>
</section>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Team events — meeting-bot bridge</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Team events</h1>
<p>The bridge POSTs these events to a team's endpoints (<code>POST /webhook-endpoints</code>)
that subscribe to them, at least once, signed as
<a href="https://www.standardwebhooks.com/">Standard Webhooks</a> v1 with the endpoint's
<code>whsec_…</code> secret. Answer 2xx to acknowledge; other answers are retried, 410 disables
the endpoint. <code>GET /events</code> lists the same bodies. The REST API is at
<a href="/docs">/docs</a>.</p>
<table><thead><tr><th>Header</th><th>Meaning</th></tr></thead><tbody>
${headers}
</tbody></table>
<nav aria-label="Event types">${EVENT_TYPES.map((t) => `<a href="#${t}"><code>${t}</code></a>`).join(' ')}</nav>
${events}
</main>
</body>
</html>
`;
}
