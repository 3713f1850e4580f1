import type { Messages } from './en-US';

/** Billing texts: sandbox pages, subscription functions and toasts — es-ES. */
export const billingEsES: Messages['billing'] = {
  testMode: 'MODO DE PRUEBA — pagos de sandbox: no se cobra nada',
  checkoutTitle: 'Pago de prueba',
  checkoutLead:
    'Confirma para empezar el plan {{plan}} ({{interval}}) por {{price}}. Es una prueba: no se cobra ninguna tarjeta.',
  confirm: 'Confirmar pago de prueba',
  abandon: 'Abandonar el pago',
  portalTitle: 'Portal de la suscripción (sandbox)',
  noSubscription: 'Todavía no tienes suscripción.',
  plan: 'Plan',
  status: 'Estado',
  periodEnd: 'El periodo actual termina el',
  cancelAtEnd: 'Se cancelará al final del periodo',
  cancel: 'Cancelar al final del periodo',
  resume: 'Reanudar la suscripción',
  advanceRenewal: 'Avanzar hasta la renovación',
  advanceEnd: 'Avanzar hasta el final del periodo',
  simulate: 'Simular el paso del tiempo (solo sandbox)',
  back: 'Volver a CaptIA',
  monthly: 'mensual',
  yearly: 'anual',
  invalidLink: 'Este enlace de pago no es válido o ha caducado. Vuelve a empezar desde la página de planes.',
  signInFirst: 'Inicia sesión primero en CaptIA, con la cuenta que empezó este pago.',
  errors: {
    payment_not_configured: 'La clave de pago no está bien configurada.',
    verification_temporary: 'Error temporal al verificar la suscripción. Inténtalo de nuevo.',
    portal_not_configured: 'El portal de gestión no está configurado. Contacta con soporte.',
    billing_failed: 'Error al verificar la suscripción.',
    no_subscription: 'No tienes ninguna suscripción activa.',
  },
  toasts: {
    statusUpdated: 'Estado de la suscripción actualizado',
    statusFailed: 'No se ha podido verificar el estado de la suscripción',
    checkoutFailed: 'No se ha podido iniciar el proceso de suscripción',
    cancelFailed: 'No se ha podido cancelar la suscripción',
    cancelScheduled: 'La suscripción se cancelará al final del periodo',
    portalFailed: 'No se ha podido abrir el portal de gestión',
  },
};
