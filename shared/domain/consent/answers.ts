import type { ShownForm, ShownQuestion } from './form-as-shown.ts';

/** The client's answer to one question: yes/no (with details when asked), or text. */
export interface ConsentAnswer {
  questionId: string;
  answer?: 'yes' | 'no';
  details?: string;
  text?: string;
}

/** What the client fills in besides their identity and signature. */
export interface ConsentResponses {
  answers: ConsentAnswer[];
  /** The ids of the risks and aftercare statements ticked: every one must be. */
  acknowledged: string[];
  photoUse: boolean;
}

/**
 * A problem with the answers, by the field it concerns: the server words it `consent.problems.<code>`,
 * the portal `web.consentForm.problems.<code>` beside the field.
 */
export interface AnswerProblem {
  path: string;
  code: 'answerRequired' | 'detailsRequired' | 'acknowledgeRequired' | 'unknownQuestion';
}

function checkQuestion(
  question: ShownQuestion,
  answer: ConsentAnswer | undefined,
): AnswerProblem | undefined {
  const path = `answers.${question.id}`;
  if (question.kind === 'text') {
    return answer?.text?.trim() ? undefined : { path, code: 'answerRequired' };
  }
  if (answer?.answer !== 'yes' && answer?.answer !== 'no') return { path, code: 'answerRequired' };
  if (question.detailsOnYes && answer.answer === 'yes' && !answer.details?.trim())
    return { path: `${path}.details`, code: 'detailsRequired' };
  return undefined;
}

/**
 * Every question answered (details given where a yes asks for them), every statement acknowledged, no
 * answer to a question the form does not have: the problems, empty when the answers can be signed.
 */
export function answerProblems(form: ShownForm, responses: ConsentResponses): AnswerProblem[] {
  const questions = [...form.healthQuestions, ...form.customQuestions];
  const byId = new Map(responses.answers.map((answer) => [answer.questionId, answer]));
  const problems = questions.flatMap((question) => checkQuestion(question, byId.get(question.id)) ?? []);
  const known = new Set(questions.map((question) => question.id));
  for (const answer of responses.answers) {
    if (!known.has(answer.questionId))
      problems.push({ path: `answers.${answer.questionId}`, code: 'unknownQuestion' });
  }
  const ticked = new Set(responses.acknowledged);
  for (const statement of [...form.risks, ...form.aftercare]) {
    if (!ticked.has(statement.id))
      problems.push({ path: `acknowledged.${statement.id}`, code: 'acknowledgeRequired' });
  }
  return problems;
}

/** The answers in the form's order, only the fields each question takes (what the item and PDF keep). */
export function normalizedAnswers(form: ShownForm, answers: readonly ConsentAnswer[]): ConsentAnswer[] {
  const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
  return [...form.healthQuestions, ...form.customQuestions].map((question) => {
    const answer = byId.get(question.id);
    if (question.kind === 'text') return { questionId: question.id, text: answer?.text?.trim() ?? '' };
    const details = answer?.answer === 'yes' ? answer.details?.trim() : undefined;
    return { questionId: question.id, answer: answer?.answer ?? 'no', ...(details && { details }) };
  });
}

/** The questions whose answer the artist should look at before the session (`flagWhen`). */
export function flaggedQuestions(form: ShownForm, answers: readonly ConsentAnswer[]): string[] {
  const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
  return [...form.healthQuestions, ...form.customQuestions]
    .filter((question) => question.flagWhen && byId.get(question.id)?.answer === question.flagWhen)
    .map((question) => question.id);
}
