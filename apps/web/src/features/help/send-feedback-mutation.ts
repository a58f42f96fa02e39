import { graphql } from '../../lib/graphql.ts';

export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($category: String!, $feedbackText: String!) {
    sendFeedback(category: $category, feedbackText: $feedbackText) {
      message
    }
  }
`);
