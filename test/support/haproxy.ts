/**
 * HAProxy's configuration (Debian's package) for a load balancer on loopback in front of
 * replicas of the bridge: round robin, health checks, a refused connection tried on another
 * replica, and timeouts long enough for live meetings' WebSockets and Server-Sent Events.
 */
export interface HaproxyOptions {
  port: number;
  /** Each replica's name and `host:port`. */
  servers: { name: string; address: string }[];
  /** The health check's path, its interval, and how many checks mark a replica down and up. */
  check: { path: string; inter: string; fall: number; rise: number; timeout?: string };
  /** A command socket (`set server …`), for draining a replica. */
  statsSocket?: string;
}

export function haproxyConfig(o: HaproxyOptions): string {
  const servers = o.servers.map((s) => `  server ${s.name} ${s.address} check`).join('\n');
  const { path, inter, fall, rise, timeout } = o.check;
  return `global
  maxconn 4000
${o.statsSocket ? `  stats socket ${o.statsSocket} level admin\n` : ''}defaults
  mode http
  timeout connect 1s
  timeout client 5m
  timeout server 5m
  timeout tunnel 1h
  retries 3
  option redispatch
frontend bridge
  bind 127.0.0.1:${o.port}
  default_backend replicas
backend replicas
  balance roundrobin
  option httpchk GET ${path}
${timeout ? `  timeout check ${timeout}\n` : ''}  default-server inter ${inter} fall ${fall} rise ${rise}
${servers}
`;
}
