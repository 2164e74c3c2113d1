import {
  codeLogin,
  codeSetPaw,
  delUser,
  getUserInfo,
  lineLoginStart,
  login,
  logout,
  outAccountLogin,
  register,
  saveRealInfo,
  sendCode,
  setAccount,
  setHead,
  setLogonPassword,
  setWithdrawalPassword,
  userSaveInfos,
} from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createCodeDelivery } from '../../integrations/code-delivery';
import { createLineClient } from '../../integrations/line';
import { createSmsProvider } from '../../integrations/sms';
import { defineRoute } from '../../lib/route';
import { createUploadService } from '../upload/upload.service';
import { createAuthService } from './auth.service';
import { createCodeService } from './code.service';
import { createOutAccountService } from './out-account.service';
import { createProfileService } from './profile.service';
import { createSecurityService } from './security.service';
import { deviceIdOf, type RequestMeta, type UserDeps } from './user.deps';
import { CODE_TTL_SECONDS } from './user.limits';
import { createUserService, normalizeAccount } from './user.service';

const metaOf = (req: FastifyRequest): RequestMeta => ({
  userAgent: req.headers['user-agent'],
  ip: req.ip,
  deviceId: deviceIdOf(req.headers['x-device-id']),
});

export async function userRoutes(app: FastifyInstance) {
  const { config } = app;
  const deps: UserDeps = {
    db: app.db,
    config,
    events: app.events,
    limiter: app.limiter,
    log: app.log,
    delivery: createCodeDelivery({
      smtpUrl: config.SMTP_URL,
      smtpFrom: config.SMTP_FROM,
      sms: createSmsProvider(),
      log: app.log,
      minutes: CODE_TTL_SECONDS / 60,
    }),
    line:
      config.LINE_CHANNEL_ID && config.LINE_CHANNEL_SECRET
        ? createLineClient({
            channelId: config.LINE_CHANNEL_ID,
            channelSecret: config.LINE_CHANNEL_SECRET,
            apiBase: config.LINE_API_BASE,
            authUrl: config.LINE_AUTH_URL,
          })
        : null,
  };
  app.addHook('onClose', async () => deps.delivery.close());

  const users = createUserService(deps);
  const codes = createCodeService(deps);
  const auth = createAuthService(deps, users, codes);
  const outAccounts = createOutAccountService(deps, users);
  const uploads = createUploadService(app.db, config);
  const profile = createProfileService(deps, users, uploads);
  const security = createSecurityService(deps, codes, uploads);

  // ---- sign-up, login, sessions ----
  defineRoute(app, sendCode, async ({ body, req, locale, user }) =>
    codes.send({
      account: normalizeAccount(body.account),
      kind: body.type,
      purpose: body.sendType,
      ip: req.ip,
      locale,
      userId: user?.id ?? null,
    }),
  );
  defineRoute(app, register, async ({ body, locale, req }) => auth.register(body, locale, metaOf(req)));
  defineRoute(app, login, async ({ body, locale, req }) =>
    auth.login(body.account, body.logonPassword, locale, metaOf(req)),
  );
  defineRoute(app, codeLogin, async ({ body, locale, req }) => auth.codeLogin(body, locale, metaOf(req)));
  defineRoute(app, lineLoginStart, async ({ body, req }) =>
    outAccounts.lineStart(body.locale, `${req.protocol}://${req.host}`),
  );
  defineRoute(app, outAccountLogin, async ({ body, locale, req }) => outAccounts.login(body, locale, metaOf(req)));
  defineRoute(app, getUserInfo, async ({ user, locale, req }) => users.userInfo(user.id, req.sessionToken!, locale));
  defineRoute(app, logout, async ({ user }) => {
    await users.logout(user.id, user.sessionId);
    return null;
  });

  // ---- profile ----
  defineRoute(app, userSaveInfos, async ({ body, user, locale, req }) =>
    profile.saveInfos(user.id, body, req.sessionToken!, locale),
  );
  defineRoute(app, saveRealInfo, async ({ body, user }) => profile.saveRealInfo(user.id, body));
  // A data-URL avatar may be larger than ordinary JSON bodies: allow the avatar limit, base64-inflated.
  const avatarBodyLimit = Math.ceil((uploads.rules.avatar.maxBytes * 4) / 3) + 64 * 1024;
  defineRoute(app, setHead, async ({ body, user }) => profile.setHead(user.id, body.head), {
    bodyLimit: Math.max(config.BODY_LIMIT_BYTES, avatarBodyLimit),
  });

  // ---- security ----
  defineRoute(app, codeSetPaw, async ({ body }) => {
    await security.codeSetPaw(body);
    return null;
  });
  defineRoute(app, setLogonPassword, async ({ body, user }) => {
    await security.setLogonPassword(user, body.oldPaw, body.newPaw);
    return null;
  });
  defineRoute(app, setWithdrawalPassword, async ({ body, user }) => security.setWithdrawalPassword(user, body));
  defineRoute(app, setAccount, async ({ body, user }) => security.setAccount(user, body));
  defineRoute(app, delUser, async ({ body, user }) => {
    await security.delUser(user, body);
    return null;
  });
}
