import type { Language } from './preferences';

/**
 * Every message a user can meet from validation or from an API error, in each language.
 * Zod schemas carry the key (`validation.*`) as their message; the server translates it for the
 * response and the web app translates the same key next to a form field, so both say the same thing.
 * Error codes (`errors.*`) are the `code` field of API.md's error shape.
 */
const en = {
  'validation.required': 'Required Field',
  'validation.fillRequired': 'Please fill in all required fields.',
  'validation.email': 'Enter a valid e-mail address.',
  'validation.passwordTooShort': 'Password must be at least 8 characters.',
  'validation.passwordTooLong': 'Password must be at most 128 characters.',
  'validation.passwordsMismatch': 'Passwords do not match.',
  'validation.tooLong': 'This text is too long.',
  'validation.feedbackEmpty': 'Please provide feedback or suggestions before submitting.',
  'validation.invalidChoice': 'Choose one of the options.',
  'validation.searchTooShort': 'Type at least 2 characters.',
  'validation.endBeforeStart': 'End date cannot be earlier than start date.',
  'validation.invalid': 'This value is not valid.',
  'errors.VALIDATION_ERROR': 'Please fill in all required fields.',
  'errors.BAD_REQUEST': 'The request could not be read.',
  'errors.UNAUTHENTICATED': 'Please sign in to continue.',
  'errors.TOKEN_EXPIRED': 'El token ha expirado',
  'errors.FORBIDDEN': 'You are not allowed to do this.',
  'errors.PREMIUM_REQUIRED': 'This feature is exclusive for premium subscribers.',
  'errors.INVALID_CREDENTIALS': 'Invalid email or password.',
  'errors.ACCOUNT_PENDING': 'Your account is waiting for an administrator to approve it.',
  'errors.ACCOUNT_SUSPENDED': 'Your account has been suspended.',
  'errors.EMAIL_EXISTS': 'An account with this e-mail already exists.',
  'errors.RESET_TOKEN_INVALID': 'This reset link is invalid or has expired. Please request a new one.',
  'errors.WRONG_PASSWORD': 'The password is not correct.',
  'errors.RATE_LIMITED': 'Too many attempts. Please wait a few minutes and try again.',
  'errors.NOT_FOUND': 'Not found.',
  'errors.USER_NOT_FOUND': 'User not found. Please provide a name for registration.',
  'errors.GOOGLE_UNAVAILABLE': 'Google sign-in is not available on this server.',
  'errors.GOOGLE_TOKEN_INVALID': 'Google sign-in failed. Please try again.',
  'errors.FILE_TOO_LARGE': 'The file is too large.',
  'errors.UNSUPPORTED_FILE_TYPE': 'This type of file is not supported.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'The request must be sent as JSON.',
  'errors.INTERNAL_ERROR': 'Something went wrong on our side. Please try again.',
  'validation.date': 'Enter a valid date.',
  'validation.tooMany': 'Too many items.',
  'validation.tripTooLong': 'A trip can last at most one year.',
  'errors.TRIP_NOT_FOUND': 'Trip not found.',
  'errors.SHARE_NOT_FOUND': 'This person does not have access to the trip.',
  'errors.SHARE_EXISTS': 'This trip is already shared with this person.',
  'errors.SHARE_WITH_OWNER': 'The owner already has full access to the trip.',
  'errors.LAST_ADMIN':
    'You are the only administrator. Make someone else an administrator before deleting your account.',
  'errors.CONFLICT': 'This conflicts with something that already exists.',
  'errors.DATABASE_UNAVAILABLE': 'The database is not reachable right now.',
  'messages.resetRequested':
    'If an account exists for this e-mail, we have sent a link to reset the password.',
  'messages.passwordReset': 'Your password has been changed. You can sign in now.',
} as const;

export type MessageKey = keyof typeof en;

const pt: Record<MessageKey, string> = {
  'validation.required': 'Campo obrigatório',
  'validation.fillRequired': 'Por favor, preencha todos os campos obrigatórios.',
  'validation.email': 'Informe um e-mail válido.',
  'validation.passwordTooShort': 'A senha deve ter pelo menos 8 caracteres.',
  'validation.passwordTooLong': 'A senha deve ter no máximo 128 caracteres.',
  'validation.passwordsMismatch': 'As senhas não coincidem.',
  'validation.tooLong': 'Este texto é longo demais.',
  'validation.feedbackEmpty': 'Por favor, escreva seu feedback ou sugestão antes de enviar.',
  'validation.invalidChoice': 'Escolha uma das opções.',
  'validation.searchTooShort': 'Digite pelo menos 2 caracteres.',
  'validation.endBeforeStart': 'A data final não pode ser anterior à data inicial.',
  'validation.invalid': 'Este valor não é válido.',
  'errors.VALIDATION_ERROR': 'Por favor, preencha todos os campos obrigatórios.',
  'errors.BAD_REQUEST': 'Não foi possível ler a requisição.',
  'errors.UNAUTHENTICATED': 'Entre na sua conta para continuar.',
  'errors.TOKEN_EXPIRED': 'El token ha expirado',
  'errors.FORBIDDEN': 'Você não tem permissão para fazer isso.',
  'errors.PREMIUM_REQUIRED': 'Este recurso é exclusivo para assinantes premium.',
  'errors.INVALID_CREDENTIALS': 'E-mail ou senha inválidos.',
  'errors.ACCOUNT_PENDING': 'Sua conta está aguardando a aprovação de um administrador.',
  'errors.ACCOUNT_SUSPENDED': 'Sua conta foi suspensa.',
  'errors.EMAIL_EXISTS': 'Já existe uma conta com este e-mail.',
  'errors.RESET_TOKEN_INVALID': 'Este link de redefinição é inválido ou expirou. Solicite um novo.',
  'errors.WRONG_PASSWORD': 'A senha não está correta.',
  'errors.RATE_LIMITED': 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  'errors.NOT_FOUND': 'Não encontrado.',
  'errors.USER_NOT_FOUND': 'Usuário não encontrado. Informe um nome para o cadastro.',
  'errors.GOOGLE_UNAVAILABLE': 'O login com Google não está disponível neste servidor.',
  'errors.GOOGLE_TOKEN_INVALID': 'O login com Google falhou. Tente novamente.',
  'errors.FILE_TOO_LARGE': 'O arquivo é grande demais.',
  'errors.UNSUPPORTED_FILE_TYPE': 'Este tipo de arquivo não é aceito.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'A requisição deve ser enviada como JSON.',
  'errors.INTERNAL_ERROR': 'Algo deu errado do nosso lado. Tente novamente.',
  'validation.date': 'Informe uma data válida.',
  'validation.tooMany': 'Itens demais.',
  'validation.tripTooLong': 'Uma viagem pode durar no máximo um ano.',
  'errors.TRIP_NOT_FOUND': 'Viagem não encontrada.',
  'errors.SHARE_NOT_FOUND': 'Esta pessoa não tem acesso à viagem.',
  'errors.SHARE_EXISTS': 'Esta viagem já está compartilhada com esta pessoa.',
  'errors.SHARE_WITH_OWNER': 'O dono já tem acesso total à viagem.',
  'errors.LAST_ADMIN':
    'Você é o único administrador. Torne outra pessoa administradora antes de excluir sua conta.',
  'errors.CONFLICT': 'Isso conflita com algo que já existe.',
  'errors.DATABASE_UNAVAILABLE': 'O banco de dados não está acessível agora.',
  'messages.resetRequested': 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.',
  'messages.passwordReset': 'Sua senha foi alterada. Você já pode entrar.',
};

const es: Record<MessageKey, string> = {
  'validation.required': 'Campo obligatorio',
  'validation.fillRequired': 'Por favor, complete todos los campos obligatorios.',
  'validation.email': 'Introduzca un correo electrónico válido.',
  'validation.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres.',
  'validation.passwordTooLong': 'La contraseña debe tener como máximo 128 caracteres.',
  'validation.passwordsMismatch': 'Las contraseñas no coinciden.',
  'validation.tooLong': 'Este texto es demasiado largo.',
  'validation.feedbackEmpty': 'Por favor, escriba sus comentarios o sugerencias antes de enviar.',
  'validation.invalidChoice': 'Elija una de las opciones.',
  'validation.searchTooShort': 'Escriba al menos 2 caracteres.',
  'validation.endBeforeStart': 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  'validation.invalid': 'Este valor no es válido.',
  'errors.VALIDATION_ERROR': 'Por favor, complete todos los campos obligatorios.',
  'errors.BAD_REQUEST': 'No se pudo leer la solicitud.',
  'errors.UNAUTHENTICATED': 'Inicie sesión para continuar.',
  'errors.TOKEN_EXPIRED': 'El token ha expirado',
  'errors.FORBIDDEN': 'No tiene permiso para hacer esto.',
  'errors.PREMIUM_REQUIRED': 'Esta función es exclusiva para suscriptores premium.',
  'errors.INVALID_CREDENTIALS': 'Correo electrónico o contraseña no válidos.',
  'errors.ACCOUNT_PENDING': 'Su cuenta está esperando la aprobación de un administrador.',
  'errors.ACCOUNT_SUSPENDED': 'Su cuenta ha sido suspendida.',
  'errors.EMAIL_EXISTS': 'Ya existe una cuenta con este correo electrónico.',
  'errors.RESET_TOKEN_INVALID':
    'Este enlace de restablecimiento no es válido o ha caducado. Solicite uno nuevo.',
  'errors.WRONG_PASSWORD': 'La contraseña no es correcta.',
  'errors.RATE_LIMITED': 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
  'errors.NOT_FOUND': 'No encontrado.',
  'errors.USER_NOT_FOUND': 'Usuario no encontrado. Indique un nombre para el registro.',
  'errors.GOOGLE_UNAVAILABLE': 'El inicio de sesión con Google no está disponible en este servidor.',
  'errors.GOOGLE_TOKEN_INVALID': 'El inicio de sesión con Google falló. Inténtelo de nuevo.',
  'errors.FILE_TOO_LARGE': 'El archivo es demasiado grande.',
  'errors.UNSUPPORTED_FILE_TYPE': 'Este tipo de archivo no es compatible.',
  'errors.UNSUPPORTED_MEDIA_TYPE': 'La solicitud debe enviarse como JSON.',
  'errors.INTERNAL_ERROR': 'Algo salió mal de nuestro lado. Inténtelo de nuevo.',
  'validation.date': 'Introduzca una fecha válida.',
  'validation.tooMany': 'Demasiados elementos.',
  'validation.tripTooLong': 'Un viaje puede durar como máximo un año.',
  'errors.TRIP_NOT_FOUND': 'Viaje no encontrado.',
  'errors.SHARE_NOT_FOUND': 'Esta persona no tiene acceso al viaje.',
  'errors.SHARE_EXISTS': 'Este viaje ya está compartido con esta persona.',
  'errors.SHARE_WITH_OWNER': 'El propietario ya tiene acceso total al viaje.',
  'errors.LAST_ADMIN':
    'Usted es el único administrador. Haga administrador a otra persona antes de eliminar su cuenta.',
  'errors.CONFLICT': 'Esto entra en conflicto con algo que ya existe.',
  'errors.DATABASE_UNAVAILABLE': 'La base de datos no está disponible en este momento.',
  'messages.resetRequested':
    'Si existe una cuenta con este correo, hemos enviado un enlace para restablecer la contraseña.',
  'messages.passwordReset': 'Su contraseña ha sido cambiada. Ya puede iniciar sesión.',
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, pt, es };

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(en, key);
}

/** The text for a key in a language, English when the key is unknown to that language. */
export function translate(key: string, language: Language): string {
  if (!isMessageKey(key)) return key;
  return MESSAGES[language][key];
}
