import { describe, expect, it } from 'vitest';
import { connectivityOf, nextNetworkState, type NetworkState } from './network-status';

const online: NetworkState = { browserOnline: true, serverUnreachable: false };

describe('network state', () => {
  it('is online until something says otherwise', () => {
    expect(connectivityOf(online)).toBe('online');
  });

  it('is offline whenever the browser says so, whatever the requests did', () => {
    const offline = nextNetworkState(online, { type: 'browser-offline' });
    expect(connectivityOf(offline)).toBe('offline');
    expect(connectivityOf(nextNetworkState(offline, { type: 'request-failed' }))).toBe('offline');
    expect(connectivityOf(nextNetworkState(offline, { type: 'browser-online' }))).toBe('online');
  });

  it('says the server cannot be reached after a network error, until the server answers', () => {
    const failed = nextNetworkState(online, { type: 'request-failed' });
    expect(connectivityOf(failed)).toBe('unreachable');
    // The browser coming back online does not prove the server answers.
    expect(connectivityOf(nextNetworkState(failed, { type: 'browser-online' }))).toBe('unreachable');
    expect(connectivityOf(nextNetworkState(failed, { type: 'server-answered' }))).toBe('online');
  });

  it('keeps the same object when nothing changes, so subscribers are not woken for nothing', () => {
    expect(nextNetworkState(online, { type: 'server-answered' })).toBe(online);
    expect(nextNetworkState(online, { type: 'browser-online' })).toBe(online);
    const failed = nextNetworkState(online, { type: 'request-failed' });
    expect(nextNetworkState(failed, { type: 'request-failed' })).toBe(failed);
  });
});
