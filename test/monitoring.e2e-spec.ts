import { parser } from '@prometheus-io/lezer-promql';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBridge } from './support/bridge.js';
import { http } from './support/http.js';
import { render } from './support/kustomize.js';
import { schemaErrors, unknownFields } from './support/manifest-schemas.js';
import { ROOT } from './support/processes.js';

const MONITORING = join(ROOT, 'deploy', 'monitoring');
const GUIDE = join(ROOT, 'docs', 'operator-guide.md');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}
interface Panel {
  id: number;
  type: string;
  title: string;
  datasource?: { type: string; uid: string };
  targets?: { expr: string; datasource: { uid: string } }[];
}

/** The series names a scrape serves: each metric's, and a histogram's or summary's series. */
function servedNames(scrape: string): Set<string> {
  const names = new Set<string>();
  for (const [, name, type] of scrape.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    names.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) names.add(name! + s);
    if (type === 'summary') for (const s of ['_count', '_sum']) names.add(name! + s);
  }
  return names;
}

/**
 * What is wrong with a PromQL expression, by the grammar the Prometheus UI parses with: its
 * syntax errors, and each metric it selects that `served` does not hold.
 */
function exprProblems(expr: string, served: Set<string>): string[] {
  const problems: string[] = [];
  parser.parse(expr).iterate({
    enter(node) {
      if (node.type.isError) problems.push(`syntax error at ${node.from}: ${expr}`);
      if (node.name === 'Identifier' && node.node.parent?.name === 'VectorSelector') {
        const name = expr.slice(node.from, node.to);
        if (!served.has(name)) problems.push(`${name} is not served: ${expr}`);
      }
    },
  });
  return problems;
}

/** The anchors of a Markdown file's headings, as GitHub makes them. */
function anchors(markdown: string): Set<string> {
  return new Set(
    [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((m) =>
      m[1]!
        .trim()
        .toLowerCase()
        .replace(/[^\p{L}\p{N} _-]/gu, '')
        .replaceAll(' ', '-'),
    ),
  );
}

/** The shipped alerts and dashboard (deploy/monitoring), against a running bridge's /metrics. */
describe('the alerts and the dashboard', () => {
  const objects = render(MONITORING);
  const byKind = (kind: string) => objects.filter((o) => o.kind === kind);
  const rules = (
    byKind('PrometheusRule')[0]!.spec as { groups: { rules: Rule[] }[] }
  ).groups.flatMap((group) => group.rules);
  const dashboardMap = byKind('ConfigMap')[0]!;
  const dashboard = JSON.parse(
    (dashboardMap.data as Record<string, string>)['grafana-dashboard.json']!,
  ) as { uid: string; panels: Panel[]; templating: { list: { name: string; type: string }[] } };
  const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
  let served: Set<string>;
  let scrape: string;

  beforeAll(async () => {
    const bridge = await startBridge();
    try {
      scrape = (await http('GET', `${bridge.url}/metrics`)).text;
      served = servedNames(scrape);
    } finally {
      await bridge.close();
    }
  });

  it('validate against the Prometheus Operator and Kubernetes schemas, with no unknown field', async () => {
    expect(objects.map((o) => o.kind).sort()).toEqual([
      'ConfigMap',
      'PodMonitor',
      'PrometheusRule',
    ]);
    expect(await schemaErrors(objects)).toEqual([]);
    expect(unknownFields(objects)).toEqual([]);
    // The checks bite: a rule whose `for` is not a duration, a misspelt field.
    const broken = structuredClone(byKind('PrometheusRule')[0]!);
    const [group] = (broken.spec as { groups: { rules: Record<string, unknown>[] }[] }).groups;
    group!.rules[0]!.for = 'ten minutes';
    expect(await schemaErrors([broken])).toEqual([expect.stringMatching(/for/)]);
    group!.rules[0]!.annotation = group!.rules[0]!.annotations;
    expect(unknownFields([broken]).join('\n')).toMatch(/'"annotation"' does not exist/);
    // Grafana's sidecar loads the dashboard by its label.
    expect(dashboardMap.metadata.labels).toMatchObject({ grafana_dashboard: '1' });
  });

  it('parse as PromQL and select only metrics a running bridge serves', () => {
    const exprs = [
      ...rules.map((rule) => rule.expr),
      ...panels.flatMap((panel) => (panel.targets ?? []).map((t) => t.expr)),
    ];
    expect(exprs.length).toBeGreaterThan(40);
    expect(exprs.flatMap((expr) => exprProblems(expr, served))).toEqual([]);
    // The check bites: a misspelt metric, an expression cut short.
    expect(exprProblems('max(queue_oldest_item_age_second) > 1', served)).toEqual([
      expect.stringMatching(/^queue_oldest_item_age_second is not served/),
    ]);
    expect(exprProblems('sum(rate(vendor_requests_total[5m])', served)).toEqual([
      expect.stringMatching(/^syntax error/),
    ]);
  });

  it("find every series an alert's increase() reads at 0 before its first event", () => {
    // increase() over a series that appears at 1 is no increase: the first event would be missed.
    const missing: string[] = [];
    for (const rule of rules) {
      for (const [, name, matchers = ''] of rule.expr.matchAll(
        /increase\((\w+)(?:\{([^}]*)\})?\[/g,
      )) {
        const wanted = [...matchers.matchAll(/(\w+)(=~?)"([^"]*)"/g)].map(([, label, op, v]) => ({
          label: label!,
          values: op === '=~' ? v!.split('|') : [v!],
        }));
        const series = [...scrape.matchAll(new RegExp(`^${name}(?:\\{(.*)\\})? 0$`, 'gm'))].map(
          (m) => m[1] ?? '',
        );
        const combos = wanted.reduce<string[][]>(
          (all, w) => all.flatMap((set) => w.values.map((v) => [...set, `${w.label}="${v}"`])),
          [[]],
        );
        for (const combo of combos) {
          if (!series.some((labels) => combo.every((pair) => labels.split(',').includes(pair)))) {
            missing.push(`${name}{${combo.join(',')}} (${rule.alert})`);
          }
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('name, for each alert, a severity, a summary and a runbook the operator guide has', () => {
    const guide = readFileSync(GUIDE, 'utf8');
    const headings = anchors(guide);
    expect(rules.length).toBeGreaterThanOrEqual(15);
    expect(new Set(rules.map((rule) => rule.alert)).size).toBe(rules.length);
    for (const rule of rules) {
      const runbook = rule.annotations?.runbook_url ?? '';
      expect({ alert: rule.alert, severity: rule.labels?.severity }).toEqual({
        alert: rule.alert,
        severity: expect.stringMatching(/^(critical|warning|info)$/),
      });
      expect({ alert: rule.alert, summary: rule.annotations?.summary }).toEqual({
        alert: rule.alert,
        summary: expect.any(String),
      });
      const [file, anchor] = runbook.split('#');
      expect({ alert: rule.alert, file, known: headings.has(anchor ?? '') }).toEqual({
        alert: rule.alert,
        file: 'operator-guide.md',
        known: true,
      });
    }
    // The guide's table of alerts lists each.
    const unlisted = rules.filter((rule) => !guide.includes(`| \`${rule.alert}\``));
    expect(unlisted.map((rule) => rule.alert)).toEqual([]);
    // Each runbook (a heading of the guide's Runbooks chapter) is an alert's.
    const chapter = guide.slice(guide.indexOf('\n## Runbooks\n'));
    const runbooks = anchors(chapter.slice(0, chapter.indexOf('\n## ', 1)));
    runbooks.delete('runbooks');
    const named = new Set(rules.map((rule) => rule.annotations!.runbook_url!.split('#')[1]));
    expect([...runbooks].sort()).toEqual([...named].sort());
  });

  it('make one dashboard of Prometheus panels on a chosen data source', () => {
    expect(dashboard.uid).toBe('meeting-bot-bridge');
    expect(dashboard.templating.list).toEqual([
      expect.objectContaining({ name: 'datasource', type: 'datasource' }),
    ]);
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    for (const panel of panels) {
      expect({ title: panel.title, uid: panel.datasource?.uid }).toEqual({
        title: panel.title,
        uid: '${datasource}',
      });
      expect({ title: panel.title, queries: (panel.targets ?? []).length > 0 }).toEqual({
        title: panel.title,
        queries: true,
      });
    }
    // The golden signals and every queue are on it.
    const queried = panels.flatMap((panel) => panel.targets!.map((t) => t.expr)).join('\n');
    for (const metric of [
      'http_request_duration_seconds_bucket',
      'queue_oldest_item_age_seconds',
      'queue_items',
      'vendor_up',
      'process_cpu_seconds_total',
      'database_pool_waiting',
    ]) {
      expect(queried).toContain(metric);
    }
  });
});
