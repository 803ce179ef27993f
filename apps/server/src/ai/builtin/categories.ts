import { DEFAULT_GOAL_CATEGORY, type GOAL_ASSISTANT_CATEGORIES } from '@coaching/contract';

/**
 * Which category a goal belongs to, read from its words, and what each category suggests.
 * Inference answers with the assistant page's eight categories (spec section 3), the list the
 * assist buttons sit beside; a category the user chose from either list is always kept.
 */

type AssistantCategory = (typeof GOAL_ASSISTANT_CATEGORIES)[number];

/** Keywords per category, in tie-break order. 'word*' matches a prefix; a phrase counts double. */
const KEYWORDS: readonly (readonly [AssistantCategory, readonly string[]])[] = [
  ['Health & Wellness', [
    'health*', 'run', 'runs', 'running', 'runner', 'jog*', 'marathon*', '5k', '10k', 'half-marathon', 'weight', 'kg', 'lbs',
    'sleep*', 'exercis*', 'workout*', 'work out', 'gym', 'fitness', 'fit', 'diet*', 'eat', 'eating', 'meal*', 'nutrition',
    'vegetable*', 'meditat*', 'yoga', 'walk', 'walks', 'walking', 'steps', 'swim*', 'cycling', 'bike', 'strength', 'stretch*',
    'smok*', 'alcohol', 'drinking', 'doctor', 'blood pressure', 'cholesterol', 'wellbeing', 'well-being', 'mental health',
    'sugar*', 'snack*', 'caffeine', 'water', 'hydrat*',
  ]],
  ['Financial', [
    'save', 'saves', 'saving', 'savings', 'debt*', 'budget*', 'money', 'invest*', 'income', 'spend*', 'expense*', 'retire*',
    'emergency fund', 'credit', 'loan*', 'mortgage', 'financ*', 'pay off', 'dollars', 'euros', 'pounds sterling', 'net worth',
    'side hustle', 'earn', 'earning*', 'salary',
  ]],
  ['Career Development', [
    'career*', 'promot*', 'job', 'jobs', 'interview*', 'resume', 'cv', 'role', 'position', 'manager*', 'management', 'lead',
    'leading', 'leader*', 'team', 'teams', 'delegat*', 'mentor*', 'colleague*', 'stakeholder*', 'meeting*', 'presentation*',
    'client', 'clients', 'boss', 'work', 'office', 'networking', 'linkedin', 'raise', 'performance review', 'direct reports',
    'business', 'professional*', 'coworker*', 'employer', 'feedback', 'stand-up*', 'one-to-one*',
  ]],
  ['Creative Projects', [
    'creativ*', 'paint*', 'draw', 'drawing*', 'music', 'guitar', 'piano', 'sing', 'singing', 'song*', 'photograph*', 'novel*',
    'poem*', 'poetry', 'blog*', 'podcast*', 'write', 'writing', 'story', 'stories', 'art', 'artwork', 'film*', 'album',
    'instrument*', 'craft*', 'pottery', 'knit*',
  ]],
  ['Learning & Skills', [
    'learn*', 'course*', 'skill*', 'study', 'studying', 'certif*', 'exam*', 'degree', 'class', 'classes', 'lesson*',
    'language*', 'spanish', 'french', 'german', 'japanese', 'mandarin', 'code', 'coding', 'programming', 'python', 'javascript',
    'typescript', 'sql', 'excel', 'read', 'reading', 'book', 'books', 'tutorial*', 'practis*', 'practic*', 'fluent*',
  ]],
  ['Relationships', [
    'relationship*', 'partner', 'spouse', 'wife', 'husband', 'family', 'friend*', 'kids', 'children', 'child', 'son',
    'daughter', 'parent*', 'mom', 'mum', 'dad', 'dating', 'marriage', 'social*', 'community', 'volunteer*', 'loved ones',
  ]],
  ['Life Balance', [
    'balance*', 'overtime', 'burnout', 'burn out', 'stress*', 'boundar*', 'unplug*', 'relax*', 'vacation*', 'holiday*',
    'hobby', 'hobbies', 'free time', 'weekends', 'evenings', 'screen time', 'downtime', 'work-life', 'switch off', 'log off',
  ]],
  ['Personal Growth', [
    'confiden*', 'habit*', 'journal*', 'mindset', 'gratitude', 'self-esteem', 'self-awareness', 'mindful*', 'patience',
    'procrastinat*', 'discipline', 'purpose', 'values', 'personal',
  ]],
];

function score(words: readonly string[], text: string, keywords: readonly string[]): number {
  let total = 0;
  for (const keyword of keywords) {
    if (/[\s-]/.test(keyword)) {
      if (new RegExp(`\\b${keyword}\\b`).test(text)) total += 2;
    } else if (keyword.endsWith('*')) {
      const stem = keyword.slice(0, -1);
      total += words.filter((word) => word.startsWith(stem)).length;
    } else {
      total += words.filter((word) => word === keyword).length;
    }
  }
  return total;
}

/** The category whose words the text uses most; Personal Growth when none stands out. */
export function inferCategory(text: string): string {
  // Time is spent as well as money: 'spend more time with my family' is not a budget.
  const lower = text.toLowerCase().replace(/\bspend(?:ing)?\s+(?:(?:more|less|quality|some)\s+)?time\b/g, 'time');
  const words = lower.match(/[a-z0-9]+/g) ?? [];
  let best: { category: string; points: number } = { category: DEFAULT_GOAL_CATEGORY, points: 0 };
  for (const [category, keywords] of KEYWORDS) {
    let points = score(words, lower, keywords);
    if (category === 'Financial' && /[$£€]\s?\d/.test(text)) points += 2;
    if (points > best.points) best = { category, points };
  }
  return best.category;
}

type CategoryAdvice = {
  /** What the category stands for, to say why a goal matters: 'my health and energy'. */
  focus: string;
  /** Resources and first steps that make such a goal achievable. */
  steps: string;
};

const ADVICE: Record<string, CategoryAdvice> = {
  'Health & Wellness': {
    focus: 'my health and energy',
    steps: 'put each session in my calendar like a meeting, start at a level I can manage today and build up gradually, and follow a simple plan or app that tracks every session',
  },
  Financial: {
    focus: 'my financial security',
    steps: 'set up an automatic transfer on payday, review last month\u2019s spending for one cost to cut, and keep the money in a separate account',
  },
  'Career Development': {
    focus: 'my career growth',
    steps: 'agree the goal with my manager or a mentor, block one hour a week in my calendar for it, and ask for feedback after each step',
  },
  Leadership: {
    focus: 'my growth as a leader',
    steps: 'agree the goal with my manager or a mentor, block one hour a week in my calendar for it, and ask my team for feedback after each step',
  },
  Communication: {
    focus: 'how clearly I communicate',
    steps: 'practise in low-stakes settings first, prepare each conversation or talk in advance, and ask one trusted person for feedback every time',
  },
  'Learning & Skills': {
    focus: 'my learning and skills',
    steps: 'choose one course, book or tutor as my main resource, block two study slots a week in my calendar, and apply what I learn to a real task',
  },
  'Technical Skills': {
    focus: 'my technical skills',
    steps: 'choose one course or book as my main resource, block two practice slots a week, and build a small real project with what I learn',
  },
  Relationships: {
    focus: 'the relationships that matter to me',
    steps: 'put the time in the calendar, tell the people involved what I am planning, and keep each commitment small enough to keep',
  },
  'Relationship Building': {
    focus: 'the relationships that matter to me',
    steps: 'put the time in the calendar, tell the people involved what I am planning, and keep each commitment small enough to keep',
  },
  'Creative Projects': {
    focus: 'my creative life',
    steps: 'set aside a regular creative slot, keep my tools ready so starting takes minutes, and aim for small finished pieces rather than perfect ones',
  },
  'Life Balance': {
    focus: 'a healthier balance between work and life',
    steps: 'set a clear finishing time for work, tell my team and family about it, and plan in advance what I will do with the time I win back',
  },
  'Work-Life Balance': {
    focus: 'a healthier balance between work and life',
    steps: 'set a clear finishing time for work, tell my team and family about it, and plan in advance what I will do with the time I win back',
  },
  Other: {
    focus: 'what I want to achieve this year',
    steps: 'break it into small weekly steps, block time for them in my calendar, and review my progress with my coach every two weeks',
  },
  'Personal Growth': {
    focus: 'my personal growth',
    steps: 'break it into small weekly steps, block time for them in my calendar, and review my progress with my coach every two weeks',
  },
};

export function adviceFor(category: string): CategoryAdvice {
  return ADVICE[category] ?? { focus: `my ${category.toLowerCase()} goals`, steps: ADVICE[DEFAULT_GOAL_CATEGORY]!.steps };
}
