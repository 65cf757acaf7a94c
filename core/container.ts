// Over 300 lines on purpose: it only assembles each feature's services, one entry per feature.
import type { Db } from '../db/client.ts';
import { authenticate } from './accounts/authenticate.ts';
import { checkEmail, checkUsername } from './accounts/check-availability.ts';
import { getProfile, isSubscribed } from './accounts/get-profile.ts';
import { registerAccount, type Registration } from './accounts/register-account.ts';
import {
  createSession,
  destroyMemberSessions,
  destroySession,
  findSessionMember,
  purgeSessions,
} from './accounts/sessions.ts';
import { purgeStaffSessions } from './studio/staff-sessions.ts';
import { changePassword, type PasswordChange } from './accounts/change-password.ts';
import { eraseAccount, type EraseHook } from './accounts/erase-account.ts';
import { exportAccount } from './accounts/export-account.ts';
import { createMemberAdmin } from './accounts/manage-members.ts';
import { readDashboard, type DashboardScope } from './studio/dashboard/read-dashboard.ts';
import { recordPageView } from './analytics/record-page-view.ts';
import { getArticleNeighbours } from './articles/article-neighbours.ts';
import { getArticle, getArticleStatus } from './articles/get-article.ts';
import { hiddenAnswer } from './articles/visibility.ts';
import { getInContextArticle } from './articles/get-in-context-article.ts';
import { listArticles, listPlacedArticles, type ArticleFilter } from './articles/list-articles.ts';
import {
  getBreedProfile,
  listBreedProducts,
  listRelatedBreeds,
} from './breeds/get-breed-profile.ts';
import { listBreeds } from './breeds/list-breeds.ts';
import { getHomeInfographic } from './infographics/get-home-infographic.ts';
import { getInfographic } from './infographics/get-infographic.ts';
import { listInfographics } from './infographics/list-infographics.ts';
import { getStaticPage } from './pages/get-static-page.ts';
import type { StaticPageKey } from './pages/static-page-paths.ts';
import { getStockProduct } from './products/get-stock-product.ts';
import { listBanners } from './products/list-banners.ts';
import { listFeaturedProducts } from './products/list-featured-products.ts';
import { buildFeed } from './seo/build-feed.ts';
import { buildSitemap, buildSitemapIndex, type SitemapSection } from './seo/build-sitemaps.ts';
import { searchSite, type SearchSlices } from './search/search-site.ts';
import { getContentVersion } from './site/get-content-version.ts';
import { createLiveSettings } from './site/live-settings.ts';
import { createNoticeServices } from './studio/notices/index.ts';
import { createContentPackServices } from './content-pack/index.ts';
import { createPackPictures } from './content-pack/pack-pictures.ts';
import { createHomeCurationServices } from './studio/home/index.ts';
import { createWidgetServices } from './studio/widgets/index.ts';
import { guarded, type Actor } from './studio/operations.ts';
import { createBreedServices } from './studio/breeds/index.ts';
import { createProductServices } from './studio/products/index.ts';
import { createStaticPageServices } from './studio/pages/index.ts';
import { createInfographicServices } from './studio/infographics/index.ts';
import { saveSettings, type SettingsSave } from './studio/settings/save-settings.ts';
import {
  buildWebsiteInfo,
  chromeInfo,
  readSiteRows,
  type WebsiteInfo,
} from './site/get-website-info.ts';
import { createChromeFiles } from './site/chrome-asset.ts';
import { createHomeFiles } from './home/home-file.ts';
import { createReadCache } from './shared/read-cache.ts';
import { hashToken } from './accounts/tokens.ts';
import { messagesFor, publicMessages, translate, translator } from './site/messages.ts';
import { textsAsset } from './site/texts-asset.ts';
import type { SiteSettings } from './site/settings.ts';
import { getDailyWidgets, getHomeWidgets } from './widgets/get-home-widgets.ts';
import { getHomeContent, type HomeChoice, type HomeContent } from './home/home-content.ts';
import { getActivePoll } from './widgets/get-poll.ts';
import { getQuote } from './widgets/get-quote.ts';
import { getTip, type TipAudience } from './widgets/get-tip.ts';
import { voteInPoll } from './widgets/vote-in-poll.ts';
import { voterKeyFromCookie, voterOf } from './widgets/voter-key.ts';
import {
  createMessagingServices,
  defaultMessagingOptions,
  type MessagingOptions,
} from './messaging.ts';
import { createStudioServices } from './studio/index.ts';
import { createEditionServices } from './newsletter/editions.ts';
import { createLibraryPictureStorage } from './media/library/library-picture-storage.ts';
import { createArticleServices } from './studio/articles/index.ts';
import { listNotifications, markNotificationsRead } from './studio/notifications/notify.ts';
import { PUBLISH_JOB } from './studio/articles/change-state.ts';
import type { JobHandler } from './publishing/jobs.ts';
import { createPurgeBus } from './publishing/purge.ts';
import { verifyPreviewToken } from './publishing/preview-token.ts';
import { signHomePreviewToken, verifyHomePreviewToken } from './home/home-preview-token.ts';
import type { PictureStorage } from './media/picture-storage.ts';
import type { PictureSizeOf } from './media/site-picture-size.ts';
import { createMediaLibrary } from './media/library/index.ts';
import { findLinkTargets } from './studio/links/find-link-targets.ts';
import { createDatabaseMediaStore, type MediaBlobStore } from './media/library/media-store.ts';
import { deleteMemberPets } from './pets/delete-member-pets.ts';
import { deletePet } from './pets/delete-pet.ts';
import { getPet } from './pets/get-pet.ts';
import { listPetArticles } from './pets/list-pet-articles.ts';
import { listPetProducts } from './pets/list-pet-products.ts';
import { listPets } from './pets/list-pets.ts';
import { savePet, type PetSave } from './pets/save-pet.ts';

/** Boot-time dependencies that come from the environment rather than the database. */
export interface ServiceOptions {
  /** Where members' pet pictures are stored (local disk under DATA_DIR/media/pets by default). */
  petPictures?: PictureStorage;
  /** Where staff bylines' pictures are stored (the media library's store by default). */
  staffPictures?: PictureStorage;
  /** Bot check, mail, newsletter and password recovery settings (core/messaging.ts). */
  messaging?: MessagingOptions;
  /** Where the media library's pictures live (the media table's rows by default; decision 036). */
  mediaStore?: MediaBlobStore;
  /** Sizes of the pictures the site serves from files (the studio's hero check). */
  pictureSize?: PictureSizeOf;
  /** DATA_DIR/media: where content packs read and write the pictures served at /media/. */
  mediaDir?: string;
  /** The largest content pack imported, in bytes (CONTENT_PACK_MAX_MB). */
  contentPackMaxBytes?: number;
  /** Newsletter messages put into the outbox per minute (NEWSLETTER_RATE_PER_MINUTE). */
  newsletterRatePerMinute?: number;
  /** How long a member's own reads are kept (MEMBER_READS_SECONDS; 0: never; decision 073). */
  memberReadsSeconds?: number;
}

const noPictureStorage: PictureStorage = {
  put: () => Promise.reject(new Error('No picture storage configured')),
  delete: async () => undefined,
};

/**
 * The services, built once at boot and handed to API routes and to React Router loaders alike,
 * so pages never call the app's own API over HTTP.
 */
export function createServices(db: Db, settings: SiteSettings, options: ServiceOptions = {}) {
  const messages = messagesFor(settings.locale);
  // Read at each use: an editor can change the store's address (core/site/live-settings.ts).
  const storeUrl = () => settings.storeUrls[settings.locale];
  const petPictures = options.petPictures ?? noPictureStorage;
  // What other features do when a member erases their account (core/accounts/erase-account.ts);
  // a feature adds its own with services.accounts.onErase(hook).
  const eraseHooks: EraseHook[] = [
    // Pet rows and their pictures on disk (the rows alone would go by cascade, the files not).
    (idUser) => deleteMemberPets(db, petPictures, idUser),
  ];
  const messagingOptions = options.messaging ?? defaultMessagingOptions();
  const messaging = createMessagingServices(db, settings, messagingOptions);
  const purge = createPurgeBus();
  // The settings every page reads, with what editors saved over the environment's.
  const liveSettings = createLiveSettings(db, settings);
  const reloadSettings = () =>
    liveSettings.reload().catch(() => {
      // The database is out: the settings stay as they were, the next change reloads them.
    });
  // Published content the pages read, kept in process until the next purge (decisions 051, 055).
  const reads = createReadCache();
  // What a member's API calls after a page loads read (their session, newsletter flag, pets and
  // suggestions, the poll as they see it), kept a few seconds: every state-changing request and
  // every purge drops them all (server/plugins/member-reads.ts, decision 073).
  const memberReads = createReadCache({
    maxAgeMs: (options.memberReadsSeconds ?? 5) * 1000,
    maxEntries: 20_000,
  });
  // What every page's header and footer read from the database.
  const siteRows = reads.memo('site rows', () => readSiteRows(db));
  // The chrome's data as static files beside the pages (decision 056).
  const chromeFiles = createChromeFiles(
    () => settings.locale,
    async () => chromeInfo(buildWebsiteInfo(await siteRows(), settings, new Date())),
  );
  // The home's curated content as static files beside the home page (decision 059), made from the
  // saved curation as the pages read it (forPages below, decision 055).
  const homeFiles = createHomeFiles(
    () => settings.locale,
    () => forPages.articles.homeContent(),
  );
  // Another instance's save arrives as a purge announcement (server/plugins/purge-fanout.ts).
  purge.subscribe((scope) => {
    memberReads.invalidate();
    // Another instance's request changed something of members': published content did not change.
    if (scope.kind === 'members') return;
    reads.invalidate();
    if (scope.kind === 'site') void reloadSettings();
  });
  // Without Redis, the content version is the backstop (server/plugins/page-cache.ts polls it).
  let seenVersion: number | null = null;
  const contentVersion = async () => {
    const version = await getContentVersion(db);
    if (seenVersion !== null && version !== seenVersion) reads.invalidate();
    if (!liveSettings.loaded() || (seenVersion !== null && version !== seenVersion))
      await reloadSettings();
    seenVersion = version;
    return version;
  };
  const mediaStore = options.mediaStore ?? createDatabaseMediaStore(db);
  /** All the member's data (GET /api/auth/me/export): account, pets, newsletter, sessions. */
  const exportMemberData = async (idUser: number) => {
    const account = await exportAccount(db, idUser);
    if (!account) return null;
    return {
      exported_at: new Date().toISOString(),
      ...account,
      pets: await listPets(db, idUser, settings.locale),
    };
  };
  const studioArticles = createArticleServices(db, {
    purge,
    publicUrl: messagingOptions.publicUrl,
    sessionSecret: messagingOptions.sessionSecret,
    locale: settings.locale,
    pictureSize: options.pictureSize,
    notify: {
      publicUrl: messagingOptions.publicUrl,
      get siteTitle() {
        return settings.title;
      },
      locale: settings.locale,
      kickMail: () => messaging.mail.kick(),
    },
  });
  // Newsletter editions (docs/decisions/047): composed in the studio, sent by jobs.
  const editions = createEditionServices(
    db,
    {
      publicUrl: messagingOptions.publicUrl,
      get siteTitle() {
        return settings.title;
      },
      unsubscribeEmail: messagingOptions.mail.unsubscribeEmail,
      locale: settings.locale,
      storeUrl,
      ratePerMinute: options.newsletterRatePerMinute ?? 600,
    },
    messaging.mail.kick,
  );
  const services = {
    settings,
    editions,
    /** The review notifications on the dashboard (docs/decisions/077). */
    studioNotifications: {
      list: (idStaff: number) => listNotifications(db, idStaff),
      markRead: (idStaff: number, ids: readonly number[] | null) =>
        markNotificationsRead(db, idStaff, ids),
    },
    /**
     * Publishing (docs/decisions/033): the purge announcement every content change makes after
     * its commit, and the handlers of timed jobs by kind, run by server/plugins/job-worker.ts.
     */
    /**
     * A request changed something a member's reads may show (server/plugins/member-reads.ts):
     * this instance's member reads go, and the others' with the announcement (decision 073).
     */
    memberReadsChanged: () => purge.announce({ kind: 'members' }),
    publishing: {
      purge,
      jobHandlers: {
        [PUBLISH_JOB]: studioArticles.publishJob,
        ...editions.jobHandlers,
      } as Record<string, JobHandler>,
      /** The article a signed preview link opens, in whatever state; null: forged or expired. */
      openPreview: async (token: string) => {
        const opened = verifyPreviewToken(messagingOptions.sessionSecret, token);
        if (!opened) return null;
        const [article, status] = await Promise.all([
          getArticle(db, opened.idArticle, settings.locale, { anyState: true }),
          getArticleStatus(db, opened.idArticle),
        ]);
        return article && status ? { article, published: status === 'published' } : null;
      },
      /** A signed link's token showing an unsaved home curation (decision 044). */
      homePreviewToken: (choice: HomeChoice) =>
        signHomePreviewToken(messagingOptions.sessionSecret, choice),
      /** The unsaved home a preview token shows; null: forged or expired. */
      openHomePreview: (token: string) =>
        verifyHomePreviewToken(messagingOptions.sessionSecret, token),
    },
    messages,
    /**
     * The catalogs the pages' browsers load, as static files (server/routes/texts.ts, decision
     * 052): the public pages' part (decision 051) and the studio's whole catalog.
     */
    texts: {
      public: textsAsset(settings.locale, 'public', publicMessages(messages)),
      studio: textsAsset(settings.locale, 'studio', messages),
    },
    /** Expired and idle sessions, members' and staff's, are deleted (server/plugins/session-sweeper.ts). */
    sessions: {
      purgeExpired: async (now = new Date()) => {
        await purgeSessions(db, now);
        await purgeStaffSessions(db, now);
      },
    },
    accounts: {
      checkEmail: (email: string) => checkEmail(db, email),
      checkUsername: (username: string) => checkUsername(db, username),
      register: (input: Omit<Registration, 'locale'>) =>
        registerAccount(db, { ...input, locale: settings.locale }),
      authenticate: (email: string, password: string) => authenticate(db, email, password),
      startSession: (idUser: number, userAgent?: string) => createSession(db, idUser, userAgent),
      sessionMember: memberReads.memo(
        'session',
        (token: string) => findSessionMember(db, token),
        // The token's hash: the cache holds no usable session id.
        (token) => hashToken(token),
      ),
      endSession: (token: string) => destroySession(db, token),
      endMemberSessions: (idUser: number, keepToken?: string) =>
        destroyMemberSessions(db, idUser, keepToken),
      profile: (idUser: number) => getProfile(db, idUser),
      isSubscribed: memberReads.memo('subscribed', (idUser: number) => isSubscribed(db, idUser)),
      /** Ends every session of the member too; the caller signs the visitor in again. */
      changePassword: (idUser: number, input: PasswordChange) => changePassword(db, idUser, input),
      /** Deletes the member and everything of theirs, after checking the password. */
      erase: (idUser: number, password: string) => eraseAccount(db, idUser, password, eraseHooks),
      /** Adds work to do when a member is erased, before their rows are deleted. */
      onErase: (hook: EraseHook) => void eraseHooks.push(hook),
      /** All the member's data (GET /api/auth/me/export): account, pets, newsletter, sessions. */
      exportData: exportMemberData,
    },
    /**
     * The studio's members (decision 048): the member's own reset, export and erasure,
     * done by staff and audited.
     */
    members: createMemberAdmin(db, {
      recovery: {
        publicUrl: messagingOptions.publicUrl,
        get siteTitle() {
          return settings.title;
        },
      },
      kickMail: messaging.mail.kick,
      eraseHooks,
      pets: (idUser: number) => listPets(db, idUser, settings.locale),
      exportData: exportMemberData,
    }),
    // botCheck, mail (outbox worker), newsletter, recovery (core/messaging.ts)
    ...messaging,
    newsletter: {
      ...messaging.newsletter,
      // The links in e-mails change a member's newsletter flag by GET: their kept reads go too
      // (decision 073).
      confirm: (token: string) =>
        messaging.newsletter.confirm(token).finally(() => purge.announce({ kind: 'members' })),
      unsubscribe: (token: string) =>
        messaging.newsletter.unsubscribe(token).finally(() => purge.announce({ kind: 'members' })),
    },
    /** Staff, roles and two-factor sign-in of the editorial studio (docs/decisions/031). */
    studio: createStudioServices(db, {
      publicUrl: messagingOptions.publicUrl,
      sessionSecret: messagingOptions.sessionSecret,
      get siteTitle() {
        return settings.title;
      },
      locale: settings.locale,
      kickMail: messaging.mail.kick,
      // Bylines' pictures live in the media library's store, seen by every instance.
      pictures:
        options.staffPictures ??
        createLibraryPictureStorage(
          db,
          mediaStore,
          translate(messages, 'studio_staff.byline_picture_alt'),
        ),
      announcePurge: () => purge.announce({ kind: 'site' }),
    }),
    /** The studio's first screen: figures and the articles waiting (decision 048). */
    dashboard: {
      read: (scope: DashboardScope) => readDashboard(db, scope),
    },
    /** The studio's articles: the one writer, revisions, autosave, presence, checks (decision 033). */
    studioArticles,
    /** The studio's media library: uploaded pictures with alt text (docs/decisions/036). */
    // The logo the site shows now (a saved setting, else the environment's default) is a use.
    media: createMediaLibrary(db, mediaStore, () => ({ logoPath: settings.logoPath }), {
      // A replaced picture changes what pages show: purged like every other change.
      announcePurge: () => purge.announce({ kind: 'site' }),
    }),
    /** The editor's link search (docs/decisions/083): pages of the site by title, with paths. */
    linkTargets: (query: string) => findLinkTargets(db, query, settings.locale),
    /** A member's pets; every call is scoped to the member, so another's pet is never found. */
    pets: {
      list: memberReads.memo('pets', (idUser: number) => listPets(db, idUser, settings.locale)),
      get: (idUser: number, idUserPet: number) => getPet(db, idUser, idUserPet, settings.locale),
      save: (save: PetSave) => savePet(db, petPictures, settings.locale, save),
      delete: (idUser: number, idUserPet: number) => deletePet(db, petPictures, idUser, idUserPet),
      /** Every pet of the member and their pictures (account erasure). */
      deleteAll: (idUser: number) => deleteMemberPets(db, petPictures, idUser),
      articles: memberReads.memo('pet articles', (idUser: number, idUserPet: number) =>
        listPetArticles(db, idUser, idUserPet, settings.locale),
      ),
      products: memberReads.memo('pet products', (idUser: number, idUserPet: number) =>
        listPetProducts(db, idUser, idUserPet, storeUrl()),
      ),
    },
    products: {
      stock: (idProduct: number) => getStockProduct(db, idProduct, storeUrl()),
      featured: () => listFeaturedProducts(db, storeUrl()),
      banners: () => listBanners(db, storeUrl()),
    },
    breeds: {
      list: (idFamily: number) => listBreeds(db, idFamily, settings.locale),
      profile: (idBreed: number) => getBreedProfile(db, idBreed, messages, storeUrl()),
      products: (idBreed: number) => listBreedProducts(db, idBreed, storeUrl()),
      related: (idBreed: number) => listRelatedBreeds(db, idBreed),
    },
    articles: {
      /** The newest article of the filter that is not one of `exclude` (already on the page). */
      inContext: (filter: ArticleFilter, exclude: readonly number[] = []) =>
        getInContextArticle(db, filter, settings.locale, exclude),
      list: (filter: ArticleFilter & { page: number }) => listArticles(db, filter, settings.locale),
      home: () => listPlacedArticles(db, 'home', settings.locale),
      featured: () => listPlacedArticles(db, 'featured', settings.locale),
      /** The home's curated parts, as saved or (studio preview) an unsaved choice (decision 044). */
      homeContent: (choice?: HomeChoice) =>
        getHomeContent(db, {
          locale: settings.locale,
          storeUrl: storeUrl(),
          ...(choice ? { choice } : {}),
        }),
      /** A published article; null for any other state (docs/decisions/035). */
      get: (idArticle: number) => getArticle(db, idArticle, settings.locale),
      /** What the address of an article `get` did not return answers: 410 once public, else 404. */
      hidden: async (idArticle: number) => hiddenAnswer(await getArticleStatus(db, idArticle)),
      /** Related, next and previous articles, for the end of an article. */
      neighbours: (article: Parameters<typeof getArticleNeighbours>[1]) =>
        getArticleNeighbours(db, article, settings.locale),
    },
    infographics: {
      list: () => listInfographics(db),
      home: () => getHomeInfographic(db),
      get: (idInfographic: number) => getInfographic(db, idInfographic),
    },
    pages: {
      get: (key: StaticPageKey) => getStaticPage(db, key, settings.locale),
    },
    /** The header's suggestions (the first rows of each group), or the slices a results page asks for. */
    search: (query: string, slices?: SearchSlices) =>
      searchSite(db, query, {
        storeUrl: storeUrl(),
        locale: settings.locale,
        ...(slices ? { slices } : {}),
      }),
    recordPageView: (path: string) => recordPageView(db, path),
    /** The notification banner's messages (the studio's Notices). */
    notices: createNoticeServices(db, purge),
    /** Content packs: the site's content out and into another instance (decision 045). */
    contentPacks: createContentPackServices(
      db,
      purge,
      createPackPictures(options.mediaDir, mediaStore),
      translator(messages),
      { maxBytes: options.contentPackMaxBytes },
    ),
    /** The home page's curation and the widgets' contents (decision 044). */
    homeCuration: createHomeCurationServices(db, purge),
    studioWidgets: createWidgetServices(db, purge),
    /** Breeds, families and categories in the studio (docs/decisions/042). */
    studioBreeds: createBreedServices(db, purge, settings.locale),
    /** Products, the shop block and the featured product in the studio (decision 043). */
    studioProducts: createProductServices(db, purge),
    /** The static pages' texts in the studio (decision 043). */
    studioPages: createStaticPageServices(db, purge),
    /** The infographics in the studio (decision 043). */
    studioInfographics: createInfographicServices(db, purge),
    /** The website settings editors change in the studio. */
    siteSettings: guarded(
      'siteSettings',
      { load: null, read: null, save: 'settings.edit' },
      {
        /**
         * Reads what editors saved; called once at boot (server/app.ts). With the database out, the
         * environment's values serve until the content version's poll reads them.
         */
        load: () => reloadSettings(),
        read: () => ({
          revision: liveSettings.revision(),
          values: liveSettings.current(),
          defaults: liveSettings.defaults(),
        }),
        save: ({ idStaff }: Actor, save: SettingsSave) =>
          saveSettings(db, liveSettings, purge, idStaff, save),
      },
    ),
    site: {
      websiteInfo: async () => buildWebsiteInfo(await siteRows(), settings, new Date()),
      /** The file of the chrome's part of this website info, its address for the page (decision 056). */
      chromeFile: (info: WebsiteInfo) => chromeFiles.fileOf(chromeInfo(info)),
      /** The chrome file at an address (server/routes/chrome.ts); undefined: not one of ours now. */
      findChromeFile: (path: string) => chromeFiles.find(path),
      /** The file of the home's saved curated content, its address for the page (decision 059). */
      homeFile: (content: HomeContent) => homeFiles.fileOf(content),
      /** The home file at an address (server/routes/home-file.ts); undefined: not one of ours now. */
      findHomeFile: (path: string) => homeFiles.find(path),
      contentVersion,
      sitemapIndex: (publicUrl: string) => buildSitemapIndex(db, publicUrl, settings.locale),
      sitemap: (section: SitemapSection, publicUrl: string) =>
        buildSitemap(db, section, publicUrl, settings.locale),
      feed: (publicUrl: string, family?: { id: number; name: string; slug: string }) =>
        buildFeed(db, {
          publicUrl,
          title: settings.title,
          description: settings.metaDescription,
          locale: settings.locale,
          ...(family ? { family } : {}),
        }),
    },
    widgets: {
      quote: () => getQuote(db),
      tip: (audience: TipAudience) => getTip(db, audience),
      poll: memberReads.memo('poll', (voterKey: string | null) => getActivePoll(db, voterKey)),
      vote: (vote: { idPoll: number; idOption: number; voterKey: string }) => voteInPoll(db, vote),
      /** The voter key of the visitor sending this Cookie header (null: never voted). */
      voterKey: (cookieHeader: string | null | undefined) => voterKeyFromCookie(cookieHeader),
      /** The voter key to vote with, and the cookie to set for a first vote. */
      voter: voterOf,
      /** The home loader's one call: { quote, tip, poll, featuredProducts }. */
      home: (options: { voterKey: string | null; audience: TipAudience }) =>
        getHomeWidgets(db, { ...options, storeUrl: storeUrl() }),
    },
  };
  const day = () => new Date().toISOString().slice(0, 10);
  // The home's quote, tip and products, kept per UTC day (the day of their choice).
  const dailyWidgets = reads.memo('home widgets', (audience: TipAudience, today: string) =>
    getDailyWidgets(db, { audience, storeUrl: storeUrl(), date: new Date(`${today}T12:00:00Z`) }),
  );
  /**
   * The services as pages' loaders get them (server/plugins/web.ts): the published content a
   * public page shows read through the cache (decision 055), the rest as they are. The API and
   * the studio read the database: a guest's API answers are kept by the page cache.
   */
  const forPages: typeof services = {
    ...services,
    articles: {
      ...services.articles,
      get: reads.memo('article', services.articles.get),
      neighbours: reads.memo('article neighbours', services.articles.neighbours, (article) =>
        String(article.id_article),
      ),
      list: reads.memo('article list', services.articles.list),
      inContext: reads.memo('in-context article', services.articles.inContext),
      homeContent: ((cached) => (choice?: HomeChoice) =>
        choice ? services.articles.homeContent(choice) : cached())(
        reads.memo('home content', () => services.articles.homeContent()),
      ),
    },
    infographics: {
      list: reads.memo('infographic list', services.infographics.list),
      home: reads.memo('home infographic', services.infographics.home),
      get: reads.memo('infographic', services.infographics.get),
    },
    pages: { get: reads.memo('static page', services.pages.get) },
    breeds: {
      list: reads.memo('breed list', services.breeds.list),
      profile: reads.memo('breed profile', services.breeds.profile),
      products: reads.memo('breed products', services.breeds.products),
      related: reads.memo('related breeds', services.breeds.related),
    },
    widgets: {
      ...services.widgets,
      // The daily part kept per UTC day until the next purge; the poll read at each page.
      home: (options: { voterKey: string | null; audience: TipAudience }) =>
        getHomeWidgets(db, { ...options, storeUrl: storeUrl() }, (audience) =>
          dailyWidgets(audience, day()),
        ),
    },
  };
  return { ...services, forPages };
}

export type Services = ReturnType<typeof createServices>;
/** What pages' loaders get (app/load-context.ts): the services without `forPages`. */
export type PageServices = Services['forPages'];
