import { postDraftSchema, postUpdateSchema } from '@artvoyage/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedPost, testPost, testProfile, traveller } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import { PostDialog } from './PostDialog';

const uploadedUrl = '/api/v1/media/uploads/photo-1.webp';

const server = setUpApiServer({ 'GET /api/v1/profile': () => ({ body: testProfile() }) });

async function renderDialog(post: Parameters<typeof PostDialog>[0]['post'] = null) {
  const handlers = { onOpenChange: vi.fn(), onPublished: vi.fn(), onEdited: vi.fn() };
  await renderWithApp(<PostDialog post={post} {...handlers} />, {
    server,
    user: traveller,
    groups: ['social'],
  });
  return { ...handlers, dialog: screen.getByRole('dialog') };
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

function choosePhoto(dialog: HTMLElement, file: File) {
  const input = within(dialog).getByLabelText(/Choose a photo|Add another photo/);
  fireEvent.change(input, { target: { files: [file] } });
}

const jpeg = (name = 'louvre.jpg') =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], name, { type: 'image/jpeg' });

describe('PostDialog, a new post', () => {
  it('asks for a title and content before it can publish', async () => {
    const { dialog } = await renderDialog();
    const publish = within(dialog).getByRole('button', { name: 'Publish' });
    expect(publish.hasAttribute('disabled')).toBe(true);
    expect(within(dialog).getByText('Title and content are required to publish.')).toBeTruthy();
    type(dialog, 'Title', 'A morning at the Louvre');
    expect(publish.hasAttribute('disabled')).toBe(true);
    type(dialog, 'Content', 'Queued early.');
    expect(publish.hasAttribute('disabled')).toBe(false);
    expect(within(dialog).queryByText('Title and content are required to publish.')).toBeNull();
  });

  it('refuses a file that is not a photo without uploading it', async () => {
    const { dialog } = await renderDialog();
    choosePhoto(dialog, new File(['%PDF-1.7'], 'ticket.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Only JPEG, PNG and WebP photos can be uploaded.',
    );
    expect(server.received('POST /functions/v1/photo-upload')).toEqual([]);
  });

  it('uploads the photo, then publishes the post with it and what was filled in', async () => {
    server.answer('POST /functions/v1/photo-upload', () => ({
      body: { publicUrl: uploadedUrl, width: 800, height: 600 },
    }));
    server.answer('POST /api/v1/posts', (request) => ({
      status: 201,
      body: testPost({ ...postDraftSchema.parse(request.body), id: 'post-9' }),
    }));
    const { dialog, onPublished, onOpenChange } = await renderDialog();
    type(dialog, 'Title', '  A morning at the Louvre ');
    type(dialog, 'Content', 'Queued early, saw the Mona Lisa first.');
    type(dialog, 'Location', 'Paris, France');
    type(dialog, 'Tags', '#art, paris, Art');
    fireEvent.click(within(dialog).getByLabelText('4 stars'));
    fireEvent.change(within(dialog).getByLabelText('Mood'), { target: { value: 'inspired' } });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Public post' }));
    expect(within(dialog).getByText('Only you can see this post.')).toBeTruthy();

    choosePhoto(dialog, jpeg());
    expect(await within(dialog).findByText('Added')).toBeTruthy();
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toBeTruthy();
    const [upload] = server.received('POST /functions/v1/photo-upload');
    expect(upload?.headers.authorization).toMatch(/^Bearer /);
    expect(upload?.body).toMatchObject({
      imageData: expect.stringMatching(/^data:image\/jpeg;base64,/) as unknown,
      fileName: expect.stringMatching(/^post-\d+\.jpg$/) as unknown,
      title: 'A morning at the Louvre',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(onPublished).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const sent = postDraftSchema.parse(server.received('POST /api/v1/posts')[0]?.body);
    expect(sent).toEqual({
      title: 'A morning at the Louvre',
      content: 'Queued early, saw the Mona Lisa first.',
      images: [uploadedUrl],
      location_name: 'Paris, France',
      tags: ['art', 'paris'],
      travel_rating: 4,
      mood: 'inspired',
      weather: null,
      is_public: false,
    });
    expect(onPublished.mock.calls[0]?.[0]).toMatchObject({ id: 'post-9', images: [uploadedUrl] });
  });

  it("shows the upload's failure on the photo and leaves it out of the post", async () => {
    server.answer('POST /functions/v1/photo-upload', () => ({
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Not an image' } },
    }));
    const { dialog } = await renderDialog();
    choosePhoto(dialog, jpeg());
    const failure = 'The photo could not be uploaded: Not an image';
    // Under the photo, and said once through the status line.
    const tile = (await within(dialog).findByRole('img', { name: 'Photo 1' })).closest('li')!;
    await waitFor(() => expect(within(tile).getByText(failure)).toBeTruthy());
    expect(within(dialog).getByRole('status').textContent).toBe(failure);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    expect(within(dialog).queryByRole('img')).toBeNull();
    expect(within(dialog).getByText('Choose a photo')).toBeTruthy();
  });

  it("keeps the draft and shows the server's reason when publishing fails", async () => {
    server.answer('POST /api/v1/posts', () => ({
      status: 429,
      body: { error: { code: 'RATE_LIMITED', message: 'Too many posts, try again in a minute' } },
    }));
    const { dialog, onPublished, onOpenChange } = await renderDialog();
    type(dialog, 'Title', 'Second post');
    type(dialog, 'Content', 'Too soon.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect((await within(dialog).findByRole('alert')).textContent).toMatch(/Too many posts/);
    expect(onPublished).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe('Second post');
  });
});

describe('PostDialog, editing a post', () => {
  it('starts from the post and saves the changes to it', async () => {
    const post = feedPost({ id: 'post-3', title: 'Old title', tags: ['art'], images: [uploadedUrl] });
    server.answer('PATCH /api/v1/posts/post-3', (request) => ({
      body: { ...post, ...postUpdateSchema.parse(request.body) },
    }));
    const { dialog, onEdited, onOpenChange } = await renderDialog(post);
    expect(within(dialog).getByRole('heading', { name: 'Edit Post' })).toBeTruthy();
    expect((within(dialog).getByLabelText('Tags') as HTMLInputElement).value).toBe('art');
    expect(within(dialog).getByRole('img', { name: 'Photo 1' }).getAttribute('src')).toBe(uploadedUrl);
    type(dialog, 'Title', 'New title');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onEdited).toHaveBeenCalledTimes(1));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const sent = server.received('PATCH /api/v1/posts/post-3')[0]?.body;
    expect(sent).toMatchObject({ title: 'New title', images: [uploadedUrl], tags: ['art'] });
    expect(onEdited.mock.calls[0]?.[0]).toMatchObject({ id: 'post-3', title: 'New title' });
  });
});
