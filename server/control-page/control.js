// The control page's script (a file, not inline: pages of this origin allow scripts by source only).
// It drives the same JSON controls as any tool, from this origin, so the same-origin rules apply.
import { zh } from './control-texts.js';

const t = (key, fallback) => (navigator.language.startsWith('zh') ? (zh[key] ?? fallback) : fallback);
const $ = (sel) => document.querySelector(sel);
const say = (text) => {
  $('#status').textContent = text;
};

async function call(method, path, body) {
  const res = await fetch(path, {
    method,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(answer.message ?? answer.error ?? `HTTP ${res.status}`);
  return answer;
}

const numberOrUndefined = (value) => (value.trim() === '' ? undefined : Number(value));

function option(value, text) {
  const o = document.createElement('option');
  o.value = value;
  o.textContent = text;
  return o;
}

async function showShop() {
  try {
    const shop = await call('GET', '/__mock/shops/current');
    $('#shop-id').textContent = shop.persona ? `${shop.id} (${shop.persona})` : shop.id;
    $('#shop-seed').textContent = String(shop.seed);
    $('#shop-now').textContent = new Date(shop.now).toLocaleString();
    $('#shop-now').dataset.now = String(shop.now);
    const health = await call('GET', '/__mock/health');
    $('#shop-scenarios').textContent =
      health.scenarios.map((s) => `${s.name}${s.remaining ? ` ×${s.remaining}` : ''}`).join(', ') || t('none', 'none');
  } catch (e) {
    $('#shop-id').textContent = '—';
    say(`${t('noShop', 'Your shop is not available: ')}${e.message}`);
  }
}

let listed = false;

async function showLists() {
  const list = await call('GET', '/__mock/shops');
  const ul = $('#shops');
  ul.replaceChildren(
    ...list.shops.map((s) => {
      const li = document.createElement('li');
      // Another tester's unnamed shop comes without a name (and never with its id).
      const name = s.name ?? t('unnamed', '(unnamed)');
      const label = s.persona ? `${name} (${s.persona})` : name;
      if (s.mine) {
        // Your shops (their key is in this browser's cookie): switching is a POST, never a link.
        const button = document.createElement('button');
        button.type = 'button';
        button.className = 'link';
        button.dataset.use = s.id;
        button.textContent = s.name === s.id ? label : `${label} · ${s.id}`;
        button.addEventListener(
          'click',
          act(async () => {
            await call('POST', `/__mock/shops/${encodeURIComponent(s.id)}/use`, {});
            localStorage.removeItem('mall_token'); // a session of the old shop means nothing in this one
            await showLists();
          }),
        );
        li.append(button);
        if (s.id === list.current) li.append(` ${t('current', '(current)')}`);
      } else {
        // Another tester's shop: its name only; it cannot be opened or changed from here.
        li.append(label, ` ${t('notYours', '(another tester’s)')}`);
      }
      return li;
    }),
  );
  if (listed) return;
  listed = true;
  for (const select of document.querySelectorAll('select.personas')) {
    select.append(...list.personas.map((p) => option(p, p)));
  }
  // Names only: a description in the option would widen the select past a phone's screen.
  $('#scenario-names').append(
    ...list.scenarios.map((s) => Object.assign(option(s.name, s.name), { title: s.description })),
  );
}

/**
 * Proxy mode only: each endpoint the backend answered, with its drift from the contracts in two kinds (what
 * the app lost, what it tolerated: path, kind, an example value), and the endpoints the mock answered
 * instead (--fallback); with --record, where the recording goes and whether it fails.
 */
async function showDrift() {
  const report = await call('GET', '/__mock/drift');
  if (!report.backend) return;
  $('#drift').hidden = false;
  $('#drift-backend').textContent = `${t('proxyTo', 'Proxied to the backend: ')}${report.backend}`;
  if (report.recording) {
    const r = report.recording;
    $('#drift-recording').textContent =
      `${t('recording', 'Recording to ')}${r.dir}: ${r.written}` +
      (r.failed > 0 ? ` · ${t('recordingFailed', 'failed ')}×${r.failed} (${r.lastError?.message ?? ''})` : '');
  }
  const kindList = (label, items, line) => {
    const li = document.createElement('li');
    li.append(label);
    const ul = document.createElement('ul');
    ul.append(
      ...items.map((d) => {
        const item = document.createElement('li');
        item.textContent = line(d);
        return item;
      }),
    );
    li.append(ul);
    return li;
  };
  const example = (d) => ` · ${t('example', 'e.g. ')}${d.example ?? ''}`;
  $('#drift-list').replaceChildren(
    ...report.endpoints.map((e) => {
      const li = document.createElement('li');
      const head = document.createElement('strong');
      head.textContent = e.endpoint ? `${e.endpoint} (${e.key})` : e.key;
      li.append(head, ` · ${e.calls} ${t('calls', 'calls')}`);
      if (e.unusable > 0) li.append(` · ${t('unusable', 'unusable')} ×${e.unusable}`);
      if (e.fallback) li.append(` · ${t('fallback', 'answered by the mock: ')}${e.fallback.reason}`);
      if (e.lastProblem) li.append(` · ${e.lastProblem}`);
      const kinds = document.createElement('ul');
      if (e.drift.length > 0) {
        kinds.append(
          kindList(
            t('lost', 'the app lost data'),
            e.drift,
            (d) => `${d.path}: ${d.kind} (${d.action}) ×${d.count}${example(d)}`,
          ),
        );
      }
      if (e.tolerated.length > 0) {
        kinds.append(
          kindList(
            t('tolerated', 'the app tolerated it'),
            e.tolerated,
            (d) => `${d.path}: ${d.kind} ×${d.count}${example(d)}`,
          ),
        );
      }
      if (e.drift.length === 0 && e.tolerated.length === 0 && !e.fallback && e.unusable === 0)
        li.append(` · ${t('noDrift', 'matches the contracts')}`);
      li.append(kinds);
      return li;
    }),
  );
}

/** With --state: the shop files the mock could not restore, kept whole in the state directory, and why. */
async function showSetAside() {
  const report = await call('GET', '/__mock/state');
  if (report.setAside.length === 0) return;
  $('#set-aside').hidden = false;
  $('#set-aside-list').replaceChildren(
    ...report.setAside.map((f) => {
      const li = document.createElement('li');
      const name = document.createElement('code');
      name.textContent = f.file;
      li.append(name, `: ${f.reason}`);
      return li;
    }),
  );
}

/** Keeps the persona's session where the app keeps it, so the app opens signed in. */
function signIn(persona, token) {
  localStorage.setItem('mall_token', token);
  say(`${t('signedIn', 'Signed in as ')}${persona}`);
}

const act = (fn) => async (event) => {
  event.preventDefault();
  try {
    await fn(event);
    await showShop();
  } catch (e) {
    say(e.message);
  }
};

$('#new-shop').addEventListener(
  'submit',
  act(async (event) => {
    const form = new FormData(event.target);
    const seed = numberOrUndefined(String(form.get('seed')));
    const persona = String(form.get('persona')) || undefined;
    const name = String(form.get('name') ?? '').trim() || undefined;
    // The answer's Set-Cookie keeps the shop's owner key in this browser; then switch to it.
    const shop = await call('POST', '/__mock/shops', { seed, persona, name });
    await call('POST', shop.use, {});
    if (shop.token) localStorage.setItem('mall_token', shop.token);
    else localStorage.removeItem('mall_token'); // a session of the old shop means nothing in the new one
    await showLists();
  }),
);

$('#claim').addEventListener(
  'submit',
  act(async (event) => {
    const form = new FormData(event.target);
    const id = String(form.get('id') ?? '').trim() || 'default';
    // The key goes into this browser's HttpOnly cookie for that shop; the page never keeps it.
    await call('POST', `/__mock/shops/${encodeURIComponent(id)}/claim`, { key: String(form.get('key') ?? '').trim() });
    event.target.reset();
    await showLists();
    say(t('done', 'Done'));
  }),
);

$('#persona').addEventListener(
  'submit',
  act(async (event) => {
    const persona = String(new FormData(event.target).get('persona'));
    signIn(persona, (await call('POST', '/__mock/persona', { persona })).token);
  }),
);

$('#scenario').addEventListener(
  'submit',
  act(async (event) => {
    const form = new FormData(event.target);
    const count = numberOrUndefined(String(form.get('count')));
    await call('POST', '/__mock/scenario', { name: String(form.get('name')), count });
    say(t('done', 'Done'));
  }),
);

for (const button of document.querySelectorAll('[data-advance]')) {
  button.addEventListener(
    'click',
    act(() => call('POST', '/__mock/clock', { advanceMs: Number(button.dataset.advance) })),
  );
}

$('#reset').addEventListener(
  'click',
  act(async () => {
    await call('POST', '/__mock/reset', {});
    localStorage.removeItem('mall_token');
    say(t('done', 'Done'));
  }),
);

if (navigator.language.startsWith('zh')) {
  document.documentElement.lang = 'zh-CN';
  for (const el of document.querySelectorAll('[data-t]')) el.textContent = t(el.dataset.t, el.textContent);
  document.title = zh.title;
}
await showLists();
await showShop();
await showSetAside();
await showDrift();
