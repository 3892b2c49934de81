import { baseApi } from '../../shared/api/base-api';

export interface Question {
  id: number;
  text: string;
  options: Array<{ id: number; text: string }>;
}

export interface Answer {
  question_id: number;
  chosen_option_id: number;
}

/** `data`: texts, the last of which is a note (public-area.md §3); `cars`: the same picks, for links. */
export interface Recommendation {
  data: string[];
  cars: Array<{ id: number; name: string }>;
  /** The wishes given up to find any car (the budget's bottom, a fuel), and why. */
  relaxed?: Array<{ preference: string; reason: string }>;
}

const questionnaireApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getQuestions: build.query<Question[], void>({
      query: () => '/api/questions',
      transformResponse: (body: { data: Question[] }) => body.data,
    }),
    recommend: build.mutation<Recommendation, Answer[]>({
      query: (answers) => ({ url: '/api/car-recommendations', method: 'POST', body: { answers } }),
    }),
  }),
});

export const { useGetQuestionsQuery, useRecommendMutation } = questionnaireApi;
