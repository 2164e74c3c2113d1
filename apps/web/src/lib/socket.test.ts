import { afterEach, describe, expect, it, vi } from 'vitest';
import { endingSession, type SocketClient, setSocketClient } from './socket';

function fakeClient() {
  const calls: string[] = [];
  const client: SocketClient = {
    open: (token) => calls.push(`open:${token}`),
    close: () => calls.push('close'),
    send: () => false,
    on: () => () => {},
    connected: false,
  };
  return { client, calls };
}

describe('endingSession', () => {
  afterEach(() => setSocketClient({ ...fakeClient().client }));

  it('closes chat before the call, so its end-of-session notice is not taken for an expiry', async () => {
    const { client, calls } = fakeClient();
    setSocketClient(client);
    const call = vi.fn(async () => {
      calls.push('call');
      return 'ok';
    });
    await expect(endingSession('tok', call)).resolves.toBe('ok');
    expect(calls).toEqual(['close', 'call']);
  });

  it('reopens chat for the session when the call fails, and rethrows', async () => {
    const { client, calls } = fakeClient();
    setSocketClient(client);
    await expect(endingSession('tok', async () => Promise.reject(new Error('wrong password')))).rejects.toThrow(
      'wrong password',
    );
    expect(calls).toEqual(['close', 'open:tok']);
  });
});
