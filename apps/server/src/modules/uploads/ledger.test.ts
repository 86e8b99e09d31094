import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errorBodySchema, postCreatedSchema } from '@artvoyage/contract';
import { uploads } from '../../db/schema';
import { postJson } from '../../testing/auth-helpers';
import { uploadTestPhoto } from '../../testing/images';
import { testDatabases } from '../../testing/test-server';
import { newAccount, setUpAccountsSuite } from '../../testing/suite-server';
import { UploadLedger, unpostedUploadGraceMs } from './ledger';
import { DiskObjectStore, type ObjectStore } from './object-store';
import { uploadKeyOf } from './upload-url';

describe.each(testDatabases)('uploaded photos on %s', (database) => {
  const { server, api } = setUpAccountsSuite(database);
  const newUser = async (label: string) => (await newAccount(server, label)).token;
  const upload = (token: string) => uploadTestPhoto(server.baseUrl, token);
  const publish = async (token: string, images: string[]) => {
    const response = await postJson(api('/posts'), { title: 'Louvre day', content: 'Photos', images }, token);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return postCreatedSchema.parse(response.body).id;
  };
  const edit = (token: string, postId: string, change: object) =>
    postJson(api(`/posts/${postId}`), change, token, 'PATCH');
  const remove = async (token: string, postId: string) => {
    const response = await fetch(api(`/posts/${postId}`), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(204);
  };
  const served = async (url: string) => (await fetch(`${server.baseUrl}${url}`)).status;
  const uploadsDir = () => join(server.config.dataDir, 'uploads');
  const storedFiles = async () => readdir(uploadsDir());
  const keyOf = (url: string) => uploadKeyOf(url) ?? '';
  const recorded = async (url: string) =>
    (
      await server.app.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.key, keyOf(url)))
    ).length > 0;
  const ledgerWith = (store: ObjectStore) => new UploadLedger(server.app.database.db, store, server.app.log);

  it('are deleted with the post that shows them', async () => {
    const token = await newUser('deleted-post');
    const photos = [await upload(token), await upload(token)];
    const postId = await publish(token, photos);
    for (const photo of photos) expect(await served(photo)).toBe(200);

    await remove(token, postId);
    for (const photo of photos) {
      expect(await served(photo)).toBe(404);
      expect(await recorded(photo)).toBe(false);
    }
    expect(await storedFiles()).not.toEqual(expect.arrayContaining(photos.map(keyOf)));
  });

  it('go when an edit drops them, not while another post of the same author still shows them', async () => {
    const token = await newUser('edited-post');
    const [shared = '', own = ''] = [await upload(token), await upload(token)];
    const first = await publish(token, [shared, own]);
    const second = await publish(token, [shared]);

    expect((await edit(token, first, { images: [own] })).status).toBe(200);
    expect(await served(shared)).toBe(200);
    // An edit that does not name the photos keeps them.
    expect((await edit(token, first, { title: 'Retitled' })).status).toBe(200);
    expect(await served(own)).toBe(200);

    expect((await edit(token, first, { images: [] })).status).toBe(200);
    expect(await served(own)).toBe(404);
    await remove(token, second);
    expect(await served(shared)).toBe(404);
  });

  it("cannot be put in someone else's post, new or edited", async () => {
    const owner = await newUser('photo-owner');
    const other = await newUser('photo-taker');
    const photo = await upload(owner);
    const ownersPost = await publish(owner, [photo]);

    const refusals = [
      await postJson(api('/posts'), { title: 't', content: 'c', images: [photo] }, other),
      await edit(other, await publish(other, []), { images: [photo] }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(400);
      expect(errorBodySchema.parse(refused.body).error.message).toMatch(
        /photo-upload function returned to you/,
      );
    }
    // Nor can someone else's edit or deletion reach the owner's post (404), so the photo stays.
    expect((await edit(other, ownersPost, { images: [] })).status).toBe(404);
    expect(await served(photo)).toBe(200);
  });

  it('never posted, are swept once the grace period is over; posted ones stay', async () => {
    const token = await newUser('sweep');
    const posted = await upload(token);
    await publish(token, [posted]);
    const unposted = await upload(token);
    const ledger = ledgerWith(new DiskObjectStore(uploadsDir()));

    // Uploaded just now: still within the day a visitor may take to write the post.
    expect(await ledger.sweep(new Date(Date.now() - unpostedUploadGraceMs))).toBe(0);
    expect(await served(unposted)).toBe(200);

    // As if a day and a minute had passed. Other tests' posted photos are counted out by their posts.
    await ledger.sweep(new Date(Date.now() + 60_000));
    expect(await served(unposted)).toBe(404);
    expect(await recorded(unposted)).toBe(false);
    expect(await served(posted)).toBe(200);
    expect(await recorded(posted)).toBe(true);
  });

  it('stay recorded when the object store fails to delete them, so a later sweep does', async () => {
    const token = await newUser('store-fails');
    const photo = await upload(token);
    const [row] = await server.app.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(photo)));
    const disk = new DiskObjectStore(uploadsDir());
    const unreachable: ObjectStore = {
      put: (key, bytes, type) => disk.put(key, bytes, type),
      get: (key) => disk.get(key),
      delete: () => Promise.reject(new Error('the bucket is unreachable')),
    };

    // As after its post was deleted: the release cannot remove it, says nothing to the caller, forgets nothing.
    await expect(ledgerWith(unreachable).releaseUnshown(row?.userId ?? '', [photo])).resolves.toBeUndefined();
    expect(await served(photo)).toBe(200);
    expect(await recorded(photo)).toBe(true);

    await ledgerWith(disk).sweep(new Date(Date.now() + 60_000));
    expect(await served(photo)).toBe(404);
    expect(await recorded(photo)).toBe(false);
  });
});
