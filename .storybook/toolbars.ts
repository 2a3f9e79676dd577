import type { Preview } from '@storybook/react-vite';
import { PERSONAS, type PersonaKey, type ScenarioName } from '../mocks/stories';

/**
 * The demo toolbars. Each global's first item, `story`, leaves the story as its author set it up (the
 * story tests run with these defaults); any other value is applied on top of the story's own setup by
 * `withDemoControls` (demo-controls.tsx). A story pins a value with `globals: { persona: 'newbie' }`.
 */
export const STORY = 'story';

export type LocaleGlobal = 'zh' | 'en';
export type PersonaGlobal = typeof STORY | 'anonymous' | PersonaKey;
export type ScenarioGlobal =
  | typeof STORY
  | 'none'
  | 'slow'
  | 'offline'
  | 'server-error'
  | 'frozen'
  | 'real-name'
  | 'empty'
  | 'no-rest-services';
export type ClockGlobal = typeof STORY | 'now' | 'expiring' | 'expired';

/** The toolbar's words for the mock's scenario names (README "Scenarios"). */
export const SCENARIO_OF: Record<Exclude<ScenarioGlobal, typeof STORY | 'none'>, ScenarioName> = {
  slow: 'slow',
  offline: 'network-error',
  'server-error': 'server-error',
  frozen: 'frozen',
  'real-name': 'real-name',
  empty: 'empty',
  'no-rest-services': 'no-rest-services',
};

export const globalTypes: NonNullable<Preview['globalTypes']> = {
  locale: {
    description: 'Language of the app (i18next)',
    toolbar: {
      title: 'Language',
      icon: 'globe',
      items: [
        { value: 'zh', title: '中文', right: 'zh' },
        { value: 'en', title: 'English', right: 'en' },
      ],
      dynamicTitle: true,
    },
  },
  persona: {
    description: 'Who is logged in (a real mock session of a demo persona)',
    toolbar: {
      title: 'Persona',
      icon: 'user',
      items: [
        { value: STORY, title: 'Persona: as the story sets it' },
        { value: 'anonymous', title: 'Anonymous (logged out)' },
        ...PERSONAS.map((p) => ({ value: p.key, title: p.en, right: p.key })),
      ],
      dynamicTitle: true,
    },
  },
  scenario: {
    description: 'A forced outcome of every /api request (the mock scenarios)',
    toolbar: {
      title: 'Scenario',
      icon: 'lightning',
      items: [
        { value: STORY, title: 'Scenario: as the story sets it' },
        { value: 'none', title: 'None: the plain mock' },
        { value: 'slow', title: 'Slow network (2.5 s)' },
        { value: 'offline', title: 'Offline (request fails)' },
        { value: 'server-error', title: 'Server error (HTTP 500)' },
        { value: 'frozen', title: 'Frozen account (303)' },
        { value: 'real-name', title: 'Real-name required (304)' },
        { value: 'empty', title: 'Empty lists' },
        { value: 'no-rest-services', title: 'No /rest services (B9 deployment)' },
      ],
      dynamicTitle: true,
    },
  },
  clock: {
    description: 'Where the shop stands in time (the mock clock and the seeded orders)',
    toolbar: {
      title: 'Clock',
      icon: 'time',
      items: [
        { value: STORY, title: 'Clock: as the story sets it' },
        { value: 'now', title: 'Now (orders live)' },
        { value: 'expiring', title: 'Order about to expire (2 min left)' },
        { value: 'expired', title: 'Orders expired' },
      ],
      dynamicTitle: true,
    },
  },
};

export const initialGlobals = {
  locale: 'zh',
  persona: STORY,
  scenario: STORY,
  clock: STORY,
};
