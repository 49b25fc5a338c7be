import { escapeHtml } from '../../lib/html';

/** The EvaluatorAssigned notification's text, whoever chose the evaluator (the participant or the staff). */
export const evaluatorAssignedMessage = (assignmentName: string, participantName: string) =>
  `<p>Je bent gekozen als beoordelaar van de opdracht <strong>${escapeHtml(assignmentName)}</strong> van ${escapeHtml(participantName)}.</p>`;
