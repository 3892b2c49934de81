import { FieldErrors } from '../../shared/http/http-errors';
import { AR } from '../../shared/messages/ar';
import { Age, FuelType, QUESTIONS, Transmission, Use } from './questions';

export type { FuelType, Transmission } from './questions';

/** What the answers ask for. Budget and seats are hard limits; the rest only ranks. */
export interface Preferences {
  budget: { minUsd: number; maxUsd: number | null };
  minSeats: number;
  use: Use;
  fuel: FuelType[] | null;
  transmission: Transmission[] | null;
  age: Age;
}

export interface Answer {
  question_id: number;
  chosen_option_id: number;
}

/**
 * One answer to every question, each with one of that question's options; anything else is a
 * list of Arabic problems (a 422), reported together.
 */
export function preferencesFrom(answers: Answer[]): { preferences: Preferences | null; errors: FieldErrors } {
  const problems: string[] = [];
  const chosen = new Map<number, number>();
  for (const answer of answers) {
    const question = QUESTIONS.find((q) => q.id === answer.question_id);
    if (!question) problems.push(AR.recommendations.unknownQuestion(answer.question_id));
    else if (chosen.has(question.id)) problems.push(AR.recommendations.answeredTwice(question.id));
    else if (!question.options.some((o) => o.id === answer.chosen_option_id))
      problems.push(AR.recommendations.unknownOption(question.id));
    else chosen.set(question.id, answer.chosen_option_id);
  }
  const missing = QUESTIONS.filter((q) => !chosen.has(q.id)).map((q) => q.id);
  if (missing.length) problems.push(AR.recommendations.unanswered(missing));
  if (problems.length) return { preferences: null, errors: { answers: problems } };

  const meanings = QUESTIONS.map((q) => q.options.find((o) => o.id === chosen.get(q.id))!.means);
  const preferences = Object.assign({}, ...meanings) as Preferences;
  return { preferences, errors: {} };
}
