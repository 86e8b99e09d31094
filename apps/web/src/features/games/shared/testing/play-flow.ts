import {
  initialFlowState,
  questionFlowReducer,
  type FlowAction,
  type FlowConfig,
  type FlowQuestion,
  type FlowState,
} from '../question-flow';

/** For tests: the state after `actions`, played through `config`'s flow from `from` (the intro by default). */
export function playFlow<Q extends FlowQuestion, A>(
  config: FlowConfig<Q, A>,
  actions: readonly FlowAction<A, Q>[],
  from: FlowState<Q, A> = initialFlowState<Q, A>(),
): FlowState<Q, A> {
  return actions.reduce(questionFlowReducer(config), from);
}
