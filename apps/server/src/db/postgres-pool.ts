import pg from 'pg';

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg.Pool that gets back the clients a caller checked out and lost to a dropped connection.
 *
 * Drizzle's transaction runs `begin` before its try/finally, so when `begin` fails on a
 * connection the server has just killed, the client is never released: each fault leaks one
 * and the pool soon has none left, which is an outage that outlives the database's. Here a
 * checked-out client whose connection ends is released (and so discarded) at once, and a
 * second release is ignored, so the caller's own late release does no harm.
 */
export class SelfHealingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is the pool's own (pool.query), which always releases.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseWhenConnectionEnds);
  }
}

function releaseWhenConnectionEnds(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const settle = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', onEnd);
    release(error);
  };
  const onEnd = () => settle(new Error('connection ended while checked out'));
  client.once('end', onEnd);
  client.release = settle;
  return client;
}
