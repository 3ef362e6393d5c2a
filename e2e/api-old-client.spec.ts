import { type APIRequestContext, type APIResponse, expect, request as requestFactory, test } from '@playwright/test';
import { seedBlogs } from '../content/seed/blogs';
import { seedVisas } from '../content/seed/visas';
import { createThrowawayAdmin, SESSION_COOKIE } from './support/admin';
import { API, expectAnswer, logInAsAdmin, pngFile, runOnDesktopOnly, uniqueSuffix } from './support/api';
import { sessionFromSetCookie } from './support/session-cookies';
import { E2E_BASE_URL } from './support/server-env';

/**
 * The browser client written for the old server, served on this site's own origin (so the
 * session cookie travels), replayed call by call: its exact requests as spec section 7 lists them
 * (multipart field by field, in its order; `data` as JSON text of the whole record on edits, with
 * the absolute imageURL it was answered), and its rich text as Quill, its editor, wrote it.
 */

runOnDesktopOnly();

type Json = Record<string, unknown>;
type StoredRecord = Json & { _id: string; slug: string; title: string; imageURL: string; description: string };

/** What a browser on this site adds to the old client's calls. */
const SAME_ORIGIN = { origin: E2E_BASE_URL, 'sec-fetch-site': 'same-origin', accept: 'application/json, text/plain, */*' };

/** The old client's create forms, field by field in the order it appended them (spec section 7). */
const VISA_CREATE_FIELDS = ['country', 'title', 'slug', 'description', 'metaTitle', 'metaKeywords', 'metaDescription', 'imageAlt', 'about', 'file', 'questions', 'faqs'] as const;
const BLOG_CREATE_FIELDS = ['title', 'slug', 'metaTitle', 'imageAlt', 'metaDescription', 'description', 'file', 'faqs'] as const;
/** What its edit forms put into `data`. */
const VISA_UPDATE_FIELDS = ['metaTitle', 'metaDescription', 'metaKeywords', 'imageAlt', 'country', 'title', 'description', 'about', 'questions', 'faqs', 'imageURL'] as const;
const BLOG_UPDATE_FIELDS = ['title', 'description', 'metaTitle', 'metaDescription', 'imageAlt', 'faqs', 'imageURL'] as const;

type File = Awaited<ReturnType<typeof pngFile>>;

function formOf(fields: readonly string[], values: Record<string, string>, file: File): FormData {
  const form = new FormData();
  for (const name of fields) {
    if (name === 'file') form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
    else form.append(name, values[name] ?? '');
  }
  return form;
}

function editFormOf(fields: readonly string[], record: Json, changes: Json, file?: File): FormData {
  const data = Object.fromEntries(fields.map((name) => [name, name in changes ? changes[name] : record[name]]));
  const form = new FormData();
  form.append('data', JSON.stringify(data));
  if (file) form.append('file', new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }), file.name);
  return form;
}

/** The old client's calls, as it made them. */
function oldClient(request: APIRequestContext) {
  return {
    login: (email: string, password: string) =>
      request.post(`${API}/auth/login`, { headers: { ...SAME_ORIGIN, 'content-type': 'application/json' }, data: JSON.stringify({ email, password }) }),
    logout: () => request.post(`${API}/auth/logout`, { headers: SAME_ORIGIN }),
    get: (path: string) => request.get(`${API}${path}`, { headers: { accept: SAME_ORIGIN.accept } }),
    createVisa: (values: Record<string, string>, file: File) =>
      request.post(`${API}/admin/testimonial/create-testimonial`, { headers: SAME_ORIGIN, multipart: formOf(VISA_CREATE_FIELDS, values, file) }),
    updateVisa: (id: string, record: Json, changes: Json, file?: File) =>
      request.put(`${API}/admin/testimonial/update-testimonial/${id}`, { headers: SAME_ORIGIN, multipart: editFormOf(VISA_UPDATE_FIELDS, record, changes, file) }),
    deleteVisa: (id: string) => request.delete(`${API}/admin/testimonial/delete-testimonial/${id}`, { headers: SAME_ORIGIN }),
    createBlog: (values: Record<string, string>, file: File) =>
      request.post(`${API}/admin/blog/create-blog`, { headers: SAME_ORIGIN, multipart: formOf(BLOG_CREATE_FIELDS, values, file) }),
    updateBlog: (id: string, record: Json, changes: Json, file?: File) =>
      request.put(`${API}/admin/blog/update-blog/${id}`, { headers: SAME_ORIGIN, multipart: editFormOf(BLOG_UPDATE_FIELDS, record, changes, file) }),
    deleteBlog: (id: string) => request.delete(`${API}/admin/blog/delete-blog/${id}`, { headers: SAME_ORIGIN }),
  };
}

const data = async <Data>(response: APIResponse, message?: string) => (await expectAnswer<Data>(response, 200, message)).data;

/** An answered image URL: absolute, on this site (from SITE_URL), and it loads as an image. */
async function expectAbsoluteImage(request: APIRequestContext, imageURL: string) {
  expect(imageURL.startsWith(`${E2E_BASE_URL}/uploads/`) || imageURL.startsWith(`${E2E_BASE_URL}/images/`), imageURL).toBe(true);
  const image = await request.get(imageURL);
  expect(image.status(), imageURL).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
}

/** A pasted image, as Quill inlined it. */
const pastedImage = async () => `data:image/png;base64,${(await pngFile('#c0392b')).buffer.toString('base64')}`;

/** Rich text as Quill wrote it: its classes, a code block, a pasted image, an RTL line. */
const quillHtml = (image: string) =>
  '<h2 class="ql-align-center">Before you apply</h2>' +
  '<p class="ql-align-justify">Bring <span class="ql-size-huge">every</span> page, in <span class="ql-font-serif">order</span>.</p>' +
  '<ol><li class="ql-indent-2">Passport copy</li></ol>' +
  '<p class="ql-align-right ql-direction-rtl">مرحبا</p>' +
  '<pre class="ql-syntax" spellcheck="false">Ref: ZV-001\nFee: AED 350\n</pre>' +
  `<p><img src="${image}"></p>`;

test.describe('the old client, replayed', () => {
  test('public reads: lists and records answer absolute imageURLs that load', async ({ request }) => {
    const client = oldClient(request);
    const visas = await data<StoredRecord[]>(await client.get('/user/testimonial/testimonials'), 'Visas fetched successfully');
    const blogs = await data<StoredRecord[]>(await client.get('/user/blog/blogs'), 'Blogs fetched successfully');
    expect(visas.map((visa) => visa.slug)).toEqual(expect.arrayContaining(seedVisas.map((visa) => visa.slug)));
    expect(blogs.map((blog) => blog.slug)).toEqual(expect.arrayContaining(seedBlogs.map((blog) => blog.slug)));
    for (const record of [...visas, ...blogs]) expect(record.imageURL.startsWith(`${E2E_BASE_URL}/`), record.imageURL).toBe(true);
    const visa = await data<StoredRecord>(await client.get(`/user/testimonial/testimonial/${seedVisas[0]!.slug}`), 'Visa fetched successfully');
    const blog = await data<StoredRecord>(await client.get(`/user/blog/blog/${seedBlogs[0]!.slug}`), 'Blog fetched successfully');
    await expectAbsoluteImage(request, visa.imageURL);
    await expectAbsoluteImage(request, blog.imageURL);
  });

  test('the slug lists of the old sitemap script, on both paths', async ({ request }) => {
    const client = oldClient(request);
    for (const [paths, list, message] of [
      [['/user/testimonial/get-visa-slug', '/testimonial/get-visa-slug'], '/user/testimonial/testimonials', 'Visa slugs fetched successfully'],
      [['/user/blog/get-blog-slug', '/blog/get-blog-slug'], '/user/blog/blogs', 'Blog slugs fetched successfully'],
    ] as const) {
      for (const path of paths) {
        // Other specs add and remove records meanwhile: the two answers agree when nothing was
        // written between them, so a pair read across a write is read again.
        await expect(async () => {
          const records = await data<StoredRecord[]>(await client.get(list));
          const response = await client.get(path);
          const slugs = await data<Json[]>(response, message);
          expect(slugs).toEqual(records.map(({ _id, slug, updatedAt }) => ({ _id, slug, updatedAt })));
          expect(response.headers()['access-control-allow-origin']).toBe('*');
        }).toPass({ timeout: 20_000 });
      }
    }
  });

  test('health answers in the API envelope', async ({ request }) => {
    const response = await oldClient(request).get('/health');
    const body = await expectAnswer<Json>(response, 200, 'OK');
    expect(body.data).toEqual({ status: 'ok', store: expect.stringMatching(/^(sqlite|mongodb)$/) });
    expect(response.headers()['cache-control']).toBe('no-store');
  });

  test('a visa written in Quill: add (with a pasted image), show as written, edit with a new image, edit without, delete', async ({ request, page }) => {
    test.slow();
    await logInAsAdmin(request);
    const client = oldClient(request);
    const suffix = uniqueSuffix();
    const slug = `quill-visa-${suffix}`;

    // Add: the old create form, field by field.
    const created = await data<StoredRecord>(
      await client.createVisa(
        {
          country: 'Chile',
          title: `Chile visa written in Quill ${suffix}`,
          slug,
          description: quillHtml(await pastedImage()),
          metaTitle: 'Chile visa from Dubai',
          metaKeywords: 'chile visa, dubai',
          metaDescription: 'Apply for a Chile visit visa from Dubai.',
          imageAlt: 'Illustration of the Andes',
          about: 'Chile stretches along the Pacific.',
          questions: JSON.stringify([{ question: '<p class="ql-align-center">Who needs <strong>a visa</strong>?</p>', answer: '<p class="ql-indent-1">Most UAE residents.</p>' }]),
          faqs: JSON.stringify([{ question: 'How long can I stay?', answer: 'Up to 90 days.' }]),
        },
        await pngFile('#1d6fb8'),
      ),
      'Visa created successfully',
    );
    await expectAbsoluteImage(request, created.imageURL);
    // Quill's formatting is kept; the pasted image is now an upload; the spellcheck attribute is gone.
    for (const kept of ['<h2 class="ql-align-center">', '<span class="ql-size-huge">', '<li class="ql-indent-2">', 'class="ql-align-right ql-direction-rtl"', '<pre class="ql-syntax">Ref: ZV-001\nFee: AED 350\n</pre>']) {
      expect(created.description).toContain(kept);
    }
    expect(created.description).not.toMatch(/data:|spellcheck/);
    const pasted = /<img src="(\/uploads\/[\w-]+\.webp)"/.exec(created.description)?.[1];
    expect(pasted, created.description).toBeDefined();
    const pastedImageFile = await request.get(pasted!);
    expect(pastedImageFile.status()).toBe(200);
    expect(pastedImageFile.headers()['content-type']).toBe('image/webp');
    expect(created.questions).toEqual([{ question: '<p class="ql-align-center">Who needs <strong>a visa</strong>?</p>', answer: '<p class="ql-indent-1">Most UAE residents.</p>' }]);

    // The public visa page shows it as the author saw it in Quill.
    await page.goto(`/visa/${slug}`);
    const body = page.locator('article').first(); // the visa itself; the tiles of other visas follow
    await expect(body.locator('h2.ql-align-center', { hasText: 'Before you apply' })).toHaveCSS('text-align', 'center');
    await expect(body.locator('p.ql-align-justify')).toHaveCSS('text-align', 'justify');
    await expect(body.locator('p.ql-direction-rtl')).toHaveCSS('direction', 'rtl');
    await expect(body.locator('p.ql-direction-rtl')).toHaveCSS('text-align', 'right');
    await expect(body.locator('li.ql-indent-2')).not.toHaveCSS('padding-left', '0px');
    await expect(body.locator('.ql-font-serif')).toHaveCSS('font-family', /Georgia/);
    const sizes = await body.locator('p.ql-align-justify').evaluate((paragraph) => ({
      text: parseFloat(getComputedStyle(paragraph).fontSize),
      huge: parseFloat(getComputedStyle(paragraph.querySelector('.ql-size-huge')!).fontSize),
    }));
    expect(sizes.huge).toBeCloseTo(sizes.text * 2.5, 0);
    await expect(body.locator('pre.ql-syntax')).toHaveCSS('background-color', 'rgb(35, 36, 31)');
    await expect(body.locator('pre.ql-syntax')).toHaveCSS('white-space', 'pre-wrap');
    const inline = body.locator(`img[src="${pasted}"]`);
    await expect(inline).toBeVisible();
    expect(await inline.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    // The question is rich text in a heading, not its tags printed as text.
    const question = body.getByRole('heading', { level: 2, name: 'Who needs a visa?' });
    await expect(question).toBeVisible();
    await expect(question.locator('p.ql-align-center')).toHaveCSS('text-align', 'center');
    await expect(body).not.toContainText('<p');

    // Edit with a new image: the form sends the record it loaded (absolute imageURL) and the file.
    const loaded = await data<StoredRecord>(await client.get(`/admin/testimonial/testimonial/${created._id}`), 'Visa fetched successfully');
    expect(loaded.imageURL).toBe(created.imageURL);
    const withImage = await data<StoredRecord>(
      await client.updateVisa(created._id, loaded, { title: `${loaded.title} (new photo)` }, await pngFile('#3a9d23')),
      'Visa updated successfully',
    );
    expect(withImage.title).toBe(`${loaded.title} (new photo)`);
    expect(withImage.imageURL).not.toBe(created.imageURL);
    await expectAbsoluteImage(request, withImage.imageURL);
    expect(withImage.description).toBe(created.description); // sent back as answered: unchanged

    // Edit without an image: the absolute imageURL it was answered goes back and keeps the image.
    const without = await data<StoredRecord>(await client.updateVisa(created._id, withImage, { metaTitle: 'Chile visa, renewed' }), 'Visa updated successfully');
    expect(without).toMatchObject({ metaTitle: 'Chile visa, renewed', imageURL: withImage.imageURL });
    const publicRecord = await data<StoredRecord>(await client.get(`/user/testimonial/testimonial/${slug}`));
    expect(publicRecord).toMatchObject({ metaTitle: 'Chile visa, renewed', imageURL: withImage.imageURL });

    // Delete.
    await data(await client.deleteVisa(created._id), 'Visa deleted successfully');
    await expectAnswer(await client.get(`/user/testimonial/testimonial/${slug}`), 404);
  });

  test('a blog post written in Quill: add, edit with a new image, edit without, delete', async ({ request }) => {
    await logInAsAdmin(request);
    const client = oldClient(request);
    const suffix = uniqueSuffix();
    const created = await data<StoredRecord>(
      await client.createBlog(
        {
          title: `Packing in Quill ${suffix}`,
          slug: `packing-in-quill-${suffix}`,
          metaTitle: 'Packing for Chile',
          imageAlt: 'Illustration of a suitcase',
          metaDescription: 'What to pack for a trip to Chile.',
          description: quillHtml(await pastedImage()),
          faqs: JSON.stringify([{ question: 'Do I need a plug adapter?', answer: 'Yes, type C or L.' }]),
        },
        await pngFile('#e0a526'),
      ),
      'Blog created successfully',
    );
    await expectAbsoluteImage(request, created.imageURL);
    expect(created.description).toContain('<pre class="ql-syntax">');
    expect(created.description).toMatch(/<img src="\/uploads\/[\w-]+\.webp" \/>/);

    const withImage = await data<StoredRecord>(await client.updateBlog(created._id, created, { title: `${created.title} again` }, await pngFile('#123456')), 'Blog updated successfully');
    expect(withImage.imageURL).not.toBe(created.imageURL);
    await expectAbsoluteImage(request, withImage.imageURL);
    const without = await data<StoredRecord>(await client.updateBlog(created._id, withImage, { metaTitle: 'Packing, renewed' }), 'Blog updated successfully');
    expect(without).toMatchObject({ metaTitle: 'Packing, renewed', imageURL: withImage.imageURL });

    await data(await client.deleteBlog(created._id), 'Blog deleted successfully');
    await expectAnswer(await client.get(`/user/blog/blog/${created.slug}`), 404);
  });

  test("the old forms' quirks: no meta keywords, an empty starter row, the preview's blob: URL beside the file", async ({ request }) => {
    await logInAsAdmin(request);
    const client = oldClient(request);
    const suffix = uniqueSuffix();
    const title = `Peru Tourist Visa ${suffix}`;

    // Add: the form has no meta-keywords field, leaves the other meta fields blank, and starts
    // the questions with one empty Quill row. The old server took it; so does this one.
    const created = await data<StoredRecord>(
      await client.createVisa(
        {
          country: 'Peru',
          title,
          slug: '',
          description: '<p>Peru is home to <strong>Machu Picchu</strong>.</p>',
          about: 'Peru lies on the Pacific.',
          questions: JSON.stringify([{ question: '', answer: '<p><br></p>' }]),
          faqs: JSON.stringify([{ question: '', answer: '' }]),
        },
        await pngFile('#8e44ad'),
      ),
      'Visa created successfully',
    );
    expect(created).toMatchObject({
      slug: `peru-tourist-visa-${suffix}`,
      metaTitle: title,
      metaKeywords: `Peru visa, Peru visa from Dubai, ${title}`,
      metaDescription: 'Peru is home to Machu Picchu.',
      imageAlt: title,
      questions: [],
      faqs: [],
    });
    await expectAbsoluteImage(request, created.imageURL);

    // Edit with a new image: the form sends the preview's blob: URL and the file; the file wins.
    const preview = `blob:${E2E_BASE_URL}/6f1c2d1e-3b7a-4c1e-9d2f-0a1b2c3d4e5f`;
    const withImage = await data<StoredRecord>(await client.updateVisa(created._id, created, { imageURL: preview }, await pngFile('#16a085')), 'Visa updated successfully');
    expect(withImage.imageURL).not.toBe(created.imageURL);
    await expectAbsoluteImage(request, withImage.imageURL);

    // Edit with a preview URL (or an emptied one) and no file: the current image stays.
    for (const imageURL of [preview, '']) {
      const kept = await data<StoredRecord>(await client.updateVisa(created._id, withImage, { imageURL, metaKeywords: '' }), 'Visa updated successfully');
      expect(kept).toMatchObject({ imageURL: withImage.imageURL, metaKeywords: created.metaKeywords });
    }

    // The same for a post.
    const blog = await data<StoredRecord>(
      await client.createBlog({ title: `Lima in three days ${suffix}`, description: '<p>Start at the Plaza de Armas.</p>', faqs: '' }, await pngFile('#d35400')),
      'Blog created successfully',
    );
    expect(blog).toMatchObject({ slug: `lima-in-three-days-${suffix}`, metaTitle: blog.title, imageAlt: blog.title, metaDescription: 'Start at the Plaza de Armas.' });
    const blogWithImage = await data<StoredRecord>(await client.updateBlog(blog._id, blog, { imageURL: preview }, await pngFile('#2c3e50')), 'Blog updated successfully');
    expect(blogWithImage.imageURL).not.toBe(blog.imageURL);
    await expectAbsoluteImage(request, blogWithImage.imageURL);
    const blogKept = await data<StoredRecord>(await client.updateBlog(blog._id, blogWithImage, { imageURL: preview }), 'Blog updated successfully');
    expect(blogKept.imageURL).toBe(blogWithImage.imageURL);

    // What makes a record is still required, with the usual answer.
    await expectAnswer(await client.createVisa({ country: 'Peru', title: '' }, await pngFile('#000000')), 400, /Title is required/);

    await data(await client.deleteVisa(created._id), 'Visa deleted successfully');
    await data(await client.deleteBlog(blog._id), 'Blog deleted successfully');
  });

  test('signing out ends the session on the server: every copy of the cookie is refused afterwards', async ({ request }) => {
    const admin = await createThrowawayAdmin(); // signing out the shared admin would sign out the specs beside this one
    const client = oldClient(request);
    const login = await client.login(admin.email, admin.password);
    await expectAnswer(login, 200, 'Logged in successfully');
    const seal = sessionFromSetCookie(login.headers()['set-cookie']);
    expect(seal).toBeTruthy();
    // A copy of the same cookie elsewhere (another tab, another machine).
    const elsewhere = await requestFactory.newContext({ baseURL: E2E_BASE_URL, extraHTTPHeaders: { cookie: `${SESSION_COOKIE}=${seal}` } });
    try {
      await expectAnswer(await elsewhere.get(`${API}/admin/blog/blogs`), 200);

      const logout = await client.logout();
      await expectAnswer(logout, 200, 'Logged out successfully');
      expect(logout.headers()['set-cookie']).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`, 'i'));
      expect(logout.headers()['cache-control']).toBe('no-store');

      await expectAnswer(await client.get('/admin/testimonial/testimonials'), 401, 'Sign in as an admin to do this');
      await expectAnswer(await elsewhere.get(`${API}/admin/blog/blogs`), 401, 'Sign in as an admin to do this');

      // Again, and with the dead copy: nothing left to end, still 200 (the old sign-out never fails).
      await expectAnswer(await client.logout(), 200, 'Logged out successfully');
      await expectAnswer(await elsewhere.post(`${API}/auth/logout`), 200, 'Logged out successfully');
    } finally {
      await elsewhere.dispose();
    }
  });

  test('a sign-out posted by another site is refused, and the session lives on', async ({ request }) => {
    const admin = await createThrowawayAdmin();
    const client = oldClient(request);
    await expectAnswer(await client.login(admin.email, admin.password), 200);
    const forged = await request.post(`${API}/auth/logout`, { headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' } });
    await expectAnswer(forged, 403, 'Cross-origin requests are not allowed');
    await expectAnswer(await client.get('/admin/blog/blogs'), 200);
  });
});

