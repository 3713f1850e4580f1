/** Enlaces de revisión y webhooks: rechazos y avisos (docs/decisions/0058) — es-ES. */
export const integrationsEsES = {
  review: {
    errors: {
      planRequired:
        'Los enlaces de revisión están disponibles en los planes Profissional y Premium. Mejora tu plan para enviar una campaña a revisión.',
      commentsOff:
        'Este enlace de revisión no admite comentarios: aprueba la publicación o pide cambios sin comentar.',
    },
  },
  webhooks: {
    errors: {
      planRequired:
        'Los webhooks están disponibles en los planes Profissional y Premium. Mejora tu plan para enviar los eventos de CaptIA a tus herramientas.',
      duplicateEvents: 'Cada evento puede aparecer una sola vez.',
    },
    disabledReason: 'Las entregas fallaron durante un día (última respuesta: {{status}}).',
  },
  reviewPage: {
    lead: 'Aprueba cada publicación o pide cambios. No hace falta crear una cuenta.',
    invalid:
      'Este enlace de revisión no es válido, caducó o fue revocado. Pide uno nuevo a quien te lo envió.',
    loading: 'Cargando la campaña…',
    dates_one: 'Empieza el {{start}} · {{count}} día',
    dates_other: 'Empieza el {{start}} · {{count}} días',
    expires: 'Este enlace vale hasta el {{date}}.',
    nameLabel: 'Tu nombre',
    nameHint: 'Quien creó la campaña lo ve junto a tus respuestas. Se guarda solo en este navegador.',
    nameRequired: 'Escribe tu nombre antes de responder.',
    postHeading: '{{network}} · {{date}}, {{time}}',
    account: 'Vista previa',
    state: { pending: 'Pendiente de revisión', approved: 'Aprobada', changes: 'Cambios pedidos' },
    approve: 'Aprobar',
    requestChanges: 'Pedir cambios',
    commentLabel: 'Comentario (opcional)',
    sending: 'Enviando…',
    sent: 'Tu respuesta se envió.',
    empty: 'Esta campaña todavía no tiene publicaciones.',
  },
};
