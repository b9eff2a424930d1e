// `npm run serve` as deployed: one worker per core, a worker that dies started again, and all of
// them stopped with the primary on SIGTERM. A production server of its own on a free port.
import { spawn, type ChildProcess } from 'node:child_process';
import { get } from 'node:http';
import path from 'node:path';
import { freePorts } from './fixtures/free-port';
import { expect, test } from './fixtures/test';

interface Server {
  origin: string;
  child: ChildProcess;
  exited: Promise<number | null>;
}

async function startServer(workers: number): Promise<Server> {
  // workers asked to listen on port 0 would each get one of their own
  const [port] = await freePorts(1);
  const child = spawn(process.execPath, [path.resolve(process.env.OUT_DIR ?? 'dist', 'server', 'main.js')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', WEB_CONCURRENCY: String(workers), API_URL: `http://127.0.0.1:${process.env.MOCK_PORT ?? '4010'}` },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout?.setEncoding('utf8');
    child.stdout?.on('data', (line: string) => {
      const found = /serving on (http:\/\/[^/\s]+)/.exec(line);
      if (found?.[1]) resolve(found[1]);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}`)));
  });
  return { origin, child, exited };
}

/** The health check on a connection of its own: the primary hands out connections, not requests. */
function health(origin: string): Promise<{ pid: number }> {
  return new Promise((resolve, reject) => {
    const request = get(`${origin}/healthz`, { agent: false, timeout: 2_000 }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        try {
          resolve(JSON.parse(body));
        } catch (error) {
          reject(error);
        }
      });
    });
    request.on('timeout', () => request.destroy(new Error('no answer')));
    request.on('error', reject);
  });
}

/** The process ids that answer the health check, asked until `count` distinct ones have. */
async function workerPids(origin: string, count: number, not: number[] = []): Promise<number[]> {
  // a worker starts in about a second, but in many on a machine busy with other tests
  const pids = new Set<number>();
  await expect
    .poll(
      async () => {
        // a connection handed to a worker as it dies is reset: ask again
        const pid = await health(origin).then((answer) => answer.pid, () => undefined);
        if (pid !== undefined && !not.includes(pid)) pids.add(pid);
        return pids.size;
      },
      { timeout: 45_000, intervals: [50] },
    )
    .toBeGreaterThanOrEqual(count);
  return [...pids];
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('starts one worker per WEB_CONCURRENCY, starts a dead one again, and stops them all on SIGTERM', async () => {
  test.slow();
  const server = await startServer(2);
  try {
    const pids = await workerPids(server.origin, 2);
    expect(pids).toHaveLength(2);
    expect(pids).not.toContain(server.child.pid);

    const [killed = 0, kept = 0] = pids;
    process.kill(killed, 'SIGKILL');
    const [replacement] = await workerPids(server.origin, 1, pids);
    expect(replacement).toBeDefined();
    expect(alive(kept)).toBe(true);
    // the site answers throughout
    expect((await fetch(`${server.origin}/realt/`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    for (const pid of [kept, replacement ?? 0]) await expect.poll(() => alive(pid)).toBe(false);
  } finally {
    server.child.kill('SIGKILL');
  }
});
