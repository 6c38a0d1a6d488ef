/*
 * The product's generic pt-BR texts, copied exactly from the specification, typos included ('Precione',
 * 'Servico', 'Cadasto', 'Calcelamento', 'Registo excluido'): users and tests know them in this form.
 * Texts the spec leaves out and we wrote are marked "ours".
 */

// Validation (spec 1 §5, spec 3 §5)

/** Required field, on save. */
export const requiredMessage = 'Campo obrigatório';
/** Required field, on blur. */
export const requiredOnBlurMessage = 'Campo Obrigatório';
/** Required field, in the forms that write it without accent (e.g. the certificate form, spec 2 §5). */
export const requiredUnaccentedMessage = 'Campo Obrigatorio';
/** E-mail field, on blur and change. */
export const emailHintMessage = 'Informe um email válido';
export const invalidEmailMessage = 'Email inválido';
export const invalidNumberMessage = 'Digite um número válido';
export const invalidCpfMessage = 'Digite um CPF válido';
export const invalidCnpjMessage = 'Digite um CNPJ válido';
export const invalidDateMessage = 'Digite uma data válida no formato dd/mm/aaaa';
/** A birth date today or later (issue 12 item 6; the spec gives no text). */
export const birthDateNotPastMessage = 'A data de nascimento deve ser anterior à data de hoje.';
/** A value of the wrong kind, e.g. a number where text is expected: only malformed API calls see it (ours). */
export const invalidValueMessage = 'Valor inválido';
/** A list's page cursor that is not one the server gave this tenant (tampered with, or from another list). */
export const invalidPageCursorMessage = 'Página inválida. Volte à primeira página da lista.';
/** A select whose value is not one of its options (ours). */
export const invalidOptionMessage = 'Selecione uma opção válida';

/** 'Campo deve conter ao menos n caracteres'. */
export function minChars(n: number): string {
  return `Campo deve conter ao menos ${n} caracteres`;
}

/** 'Campo deve conter até n caracteres'. */
export function maxChars(n: number): string {
  return `Campo deve conter até ${n} caracteres`;
}

/** One bad address in a semicolon-separated list (spec 2 §5), e.g. 'Email `x@y` não é válido'. */
export function invalidEmailInListMessage(email: string): string {
  return `Email \`${email}\` não é válido`;
}

/** The new password and its confirmation differ in meu-cadastro (ours). */
export const passwordMismatchMessage = 'As senhas não conferem';
/** A release or cancellation without the user's password (spec 1 §5). */
export const passwordRequiredMessage = 'Para continuar você deve inserir sua senha';
/** Recipient of an ASO e-mail missing (spec 2 §5). */
export const recipientRequiredMessage = 'Campo Destinatário é Obrigatório';
/** The e-mail send form has field errors (spec 2 §5). */
export const sendFormErrorsMessage =
  'Não foi possível completar o envio. Você deve corrigir os erros apontados acima.';
/** Periodic search without its required filters (spec 1 §5). */
export const selectRequiredFieldsMessage = 'Selecione todos os campos obrigatórios.';
/** A delete request without any record chosen (ours). */
export const selectAtLeastOneMessage = 'Selecione ao menos um registro';
/** A download with no valid file (spec 1 §5). */
export const invalidFileMessage = 'Arquivo inválido';

// HTTP outcomes (spec 1 §8)

/** Title of error alerts and notifications. */
export const attentionTitle = 'Atenção';
/** 403 on a delete. */
export const deleteForbiddenMessage = 'Você não possui permissão para deletar esse registro';
/** 413. */
export const payloadTooLargeMessage = 'A requisição excedeu o tamanho limite.';
/** 429. */
export const tooManyRequestsMessage = 'Servico indisponível. Aguarde 5 minutos e tente novamente.';
/** No response, shown as status 500; also the text behind which the API hides every unexpected failure. */
export const noResponseMessage =
  'Não foi possível completar a requisição. Precione as teclas CTRL+F5 para recarregar a página e tente novamente.';

/**
 * A save carrying a version older than the stored one (issue 12 item 3: 409, ours): someone else saved the record
 * since this form read it, and saving would silently undo their change.
 */
export const staleRecordMessage =
  'Este registro foi alterado por outra pessoa. Recarregue a página para ver a versão atual antes de salvar.';

// Success (spec 1 §8, spec 2 §8)

export const releaseSavedMessage = 'Liberação cadastrado com sucesso!';
export const dataUpdatedSuccessMessage = 'Dados atualizados com sucesso';
export const dataUpdatedMessage = 'Dados atualizados';
export const recordSavedMessage = 'Registro salvo com sucesso!';
/** One record deleted (the spec's spelling). */
export const recordDeletedMessage = 'Registo excluido com sucesso';
/** One or more records deleted. */
export const recordsDeletedMessage = 'Registro(s) excluído(s) com sucesso';
export const emailSavedMessage = 'Email salvo com sucesso!';
/** Generic success of an action without a message of its own (spec 2 §8). */
export const operationSucceededMessage = 'Operação realizada com sucesso';
/** A batch of consultations accepted for background processing. */
export const batchConsultationRegisteredMessage =
  'Consulta registrada com sucesso. Agora você deve aguardar enquanto o sistema processa a solicitação em segundo plano. Espere alguns minutos e atualize essa página para verificar o andamento da solicitação.';

/** After a password reset: 'Sua nova senha foi enviada para o email: {email}. …'. */
export function passwordSentTo(email: string): string {
  return `Sua nova senha foi enviada para o email: ${email}. Aguarde alguns minutos e verifique sua caixa de entrada.`;
}

/**
 * The answer of 'Recuperar Senha', the same whether or not the account exists (spec 1 §8 adapted: the e-mail
 * now carries a link, not a password, and names no address, so the answer tells nobody whether a CPF has an
 * account). Ours.
 */
export const passwordLinkSentMessage =
  'Se o CPF e o CNPJ informados pertencerem a um usuário ativo, enviaremos para o email cadastrado um link para criar uma nova senha. O link vale por 30 minutos e pode ser usado uma única vez. Aguarde alguns minutos e verifique sua caixa de entrada.';
/** After the new password is saved through the link (ours). */
export const passwordResetDoneMessage = 'Senha alterada com sucesso. Faça login com a nova senha.';
/** A recovery link used, expired, replaced by a newer one, or ended by a login (ours). */
export const passwordResetLinkInvalidMessage =
  'Este link de redefinição de senha é inválido ou expirou. Solicite um novo em \'Esqueci Minha Senha\'.';
/** The title of the page the recovery link opens (ours). */
export const resetPasswordTitle = 'Redefinir Senha';
/** 415: a state-changing request that is not JSON (CSRF guard; ours). */
export const unsupportedMediaTypeMessage = 'Formato da requisição não suportado. Envie os dados em JSON.';
/** A state-changing GET without the app's headers (CSRF guard; ours). */
export const missingAppHeaderMessage =
  'Requisição recusada: esta ação só pode ser feita pela aplicação. Recarregue a página e tente novamente.';

// Confirmations (spec 1 §2, §5)

export const releaseConfirmation =
  'Ao inserir uma NOVA LIBERAÇÃO não será possível desfazer a ação. Deseja prosseguir?';
export const cancellationConfirmation =
  'Ao efetuar o CANCELAMENTO da consulta, não será possível desfazer a ação. Deseja prosseguir?';

/** 'O sistema vai excluir N registro(s). Deseja prosseguir?'. */
export function deleteConfirmation(n: number): string {
  return `O sistema vai excluir ${n} registro(s). Deseja prosseguir?`;
}

/**
 * Starting attendance / generating the definitive consultation names the employee (spec 1 §2, §5); the wording
 * is ours.
 */
export function generateConsultationConfirmation(funcionario: string): string {
  return `Deseja iniciar o atendimento de ${funcionario}?`;
}

export const logoutConfirmation = 'Tem certeza que deseja encerrar sua sessão no sistema?';
export const loggingOutMessage = 'Saindo do sistema...';

// Consultation screens (spec 1 §2, §4, §5)

/** Status 66 on the consultation actions screen, with the release date (dd/mm/aaaa). */
export function consultationReleasedOn(date: string): string {
  return `Essa consulta foi LIBERADA em ${date}`;
}

export const proceedWithCancellationLabel = 'Prosseguir com o Calcelamento';
/** Status 195. */
export const consultationRegistrationErrorMessage = 'Erro ao registrar a consulta';
export const outdatedPcmsoMessage =
  'Essa consulta está com o PCMSO desatualizado. Para continuar você deve selecionar o último PCMSO válido dessa Frente de Trabalho.';
/** Tip on a sector whose PCMSO expired (the spec's 'desde'). */
export const expiredPcmsoTip =
  'O PCMSO desde GHE está vencido. Entre em contato conosco para melhores esclarecimentos.';
export const chooseConsultationTypeTip = 'Para continuar selecione o tipo da consulta.';
export const examNotInPcmsoMessage = 'Exame não encontrado no PCMSO';
export const priceTableNotFoundMessage = 'Tabela de preço não encontrado para os dados informados.';
export const noClinicFoundTitle = 'Nenhuma credenciada encontrado';
export const clinicsLoadFailedTitle = 'Falha ao Carregar as Credenciadas';
export const batchConsultationTitle = 'Formulário de Cadasto de Consulta em Lote';
export const printGuideOrAsoTitle = 'IMPRIMIR GUIA DE ENCAMINHAMENTO OU ASO - CONSULTA Nº';

// Login and pages (spec 1 §2)

export const restrictedAccessTitle = 'Acesso Restrito';
export const loginButtonLabel = 'Entrar';
export const forgotPasswordLabel = 'Esqueci Minha Senha';
export const recoverPasswordTitle = 'Recuperar Senha';
export const errorPageTitle = 'Oops! Algo deu errado...';
export const notFoundPageTitle = 'Oops! Página não encontrada...';
export const incompleteAddressPageTitle = 'Oops! Endereço incompleto...';

// The partner's exams (issue 11; all ours: the spec shows no partner screen beyond the common set)

/** The partner marked an exam done (ours). */
export const exameRealizadoMessage = 'Exame marcado como realizado com sucesso!';
/** The day an exam was done lies in the future (ours). */
export const exameDataFuturaMessage = 'A data de realização não pode ser futura.';
/** The day an exam was done is before the consultation's schedule day (ours). */
export function exameDataAnteriorMessage(agendamento: string): string {
  return `A data de realização não pode ser anterior ao agendamento (${agendamento}).`;
}
/** Marking an exam of a cancelled or closed consultation (57/58) (ours). */
export const exameConsultaCanceladaMessage = 'Consulta cancelada: o exame não pode ser marcado como realizado.';
/** Marking again an exam already done once the consultation was released (ours). */
export const exameJaRealizadoMessage = 'Exame já realizado e consulta liberada: o resultado não pode mais ser alterado.';
/** The exam changed meanwhile (another marking won) (ours). */
export const exameAlteradoMessage = 'O exame foi alterado por outro usuário. Recarregue a página e tente novamente.';

// Attendance (issue 11, ours: the spec gives no wording)

/** (ours) Start attendance succeeded. */
export const attendanceStartedMessage = 'Atendimento iniciado com sucesso';
/** (ours) Status 57/58 on the consultation screens: the error alert that no change can be made (spec 1 §2). */
export const consultationClosedAlert = 'Essa consulta está encerrada. Nenhuma alteração pode ser feita.';
/** (ours) A FEMO save on a closed or released consultation (57, 58, 66, 67, 70). */
export const femoLockedMessage = 'Não é possível alterar a FEMO de uma consulta encerrada ou liberada.';

// Exam reuse (aproveitamento de exames, spec 1 §2, §3 id_con_rea / id_con_dem, §4), all ours

/** Reusing a result past the PCMSO's validity on the schedule day (ours). */
export const reuseExpiredMessage = 'O último resultado desse exame está vencido e não pode ser reaproveitado.';
/** Reusing or showing an exam the employee never did (ours). */
export const reuseNoResultMessage = 'Esse exame não possui resultado anterior para ser aproveitado.';
/** The clinical exam is the consultation itself (ours). */
export const reuseClinicalMessage = 'O exame clínico é realizado em toda consulta e não pode ser aproveitado.';
/** An altered result must be redone (spec 1 §3) (ours). */
export const reuseAlteredMessage = 'Exame com resultado alterado deve ser realizado novamente.';
/** Demonstrative only within validity or, in a periodic ASO, the exam's periodicity (ours). */
export const demonstrativeExpiredMessage = 'O último resultado desse exame não pode mais ser usado como demonstrativo.';
/** Editing the choices once attendance started (ours). */
export const reuseEditGeneratedMessage =
  'O atendimento dessa consulta já foi iniciado: o aproveitamento de exames não pode mais ser alterado.';
/** Editing the choices of a consultation that is not scheduled (54) or was deleted (ours). */
export const reuseEditNotScheduledMessage = 'Somente consultas agendadas podem ter o aproveitamento de exames alterado.';

// Back-office registries (issue 14: Configurações › Exames, Funções), all ours unless noted

/** A Tabela 27 procedure code that is not in the table: the eSocial schema's own text (S-1.3). */
export const procedimentoTabela27Message = 'Deve ser um código válido e existente na Tabela 27';
/** A CBO not in the mask 9999-99 (spec 1 §5 masks) (ours, worded like 'Digite um CPF válido'). */
export const invalidCboMessage = 'Digite um CBO válido';
/** A second exam with the same name in the tenant (ours). */
export const exameNomeTakenMessage = 'Já existe um exame cadastrado com esse nome';
/** A second function with the same name in the tenant (ours). */
export const funcaoNomeTakenMessage = 'Já existe uma função cadastrada com esse nome';
/** A CRM number that is not 1 to 10 digits (eSocial nrCRM holds 10 characters) (ours, worded like 'Digite um CPF válido'). */
export const invalidCrmMessage = 'Digite um CRM válido';
/** A second examining doctor with the same CRM in the same UF in the tenant (ours). */
export const medicoCrmTakenMessage = 'Já existe um médico cadastrado com esse CRM nessa UF';
/** Deleting an exam a PCMSO or a price table asks for (ours). */
export const exameEmUsoMessage =
  'Esse exame está em uso em um PCMSO ou em uma tabela de preço e não pode ser excluído. Desative-o para que não seja mais oferecido.';
/** Deleting a function a GHE holds (ours). */
export const funcaoEmUsoMessage =
  'Essa função está em uso em um GHE e não pode ser excluída. Desative-a para que não seja mais oferecida.';

// Configurações › Profissionais, Parceiros, Riscos (issue 14), all ours unless noted
/** A second professional with the same council, registration and UF in the tenant. */
export const profissionalRegistroTakenMessage = 'Já existe um profissional cadastrado com esse registro nesse órgão de classe e UF';
/** A second partner with the same CNPJ in the tenant. */
export const parceiroCnpjTakenMessage = 'Já existe um parceiro cadastrado com esse CNPJ';
/** Deleting a partner that still has exams to perform (assigned, not done, consultation open). */
export const parceiroEmUsoMessage =
  'Esse parceiro possui exames pendentes e não pode ser excluído. Desative-o para que não seja mais oferecido.';
/** An agent code that is not in Tabela 24 (the wording of evtExpRisco.xsd's codAgNoc validation). */
export const agenteTabela24Message = 'Deve ser um código válido e existente na Tabela 24';
/** A second risk with the same name in the tenant. */
export const riscoNomeTakenMessage = 'Já existe um risco cadastrado com esse nome';
/** A CEP that is not 8 digits. */
export const invalidCepMessage = 'Digite um CEP válido';

// Empresa › Frentes de trabalho, GHEs, funções do GHE e PCMSO (issue 14), all ours
/** A CAEPF (eSocial tpInsc 3) whose check digits fail. */
export const invalidCaepfMessage = 'Digite um CAEPF válido';
/** A CNO (eSocial tpInsc 4) whose check digit fails. */
export const invalidCnoMessage = 'Digite um CNO válido';
/** Deleting a work front that still has active employees. */
export const fdtComFuncionariosMessage =
  'Essa frente de trabalho possui funcionários ativos e não pode ser excluída. Desative-a para que não seja mais oferecida.';
/** Deleting a work front that still has GHEs. */
export const fdtComGhesMessage = 'Essa frente de trabalho possui GHEs e não pode ser excluída. Exclua os GHEs antes.';
/** Deleting a GHE that still has active employees. */
export const gheComFuncionariosMessage =
  'Esse GHE possui funcionários ativos e não pode ser excluído. Desative-o para que não seja mais oferecido.';
/** Linking a function a GHE already holds. */
export const funcaoJaVinculadaMessage = 'Essa função já está vinculada a esse GHE';
/** Changing the exams of a PCMSO revision that is not the front's latest. */
export const pcmsoRevisaoAntigaMessage =
  'Somente a última revisão do PCMSO pode ser alterada. Crie uma Nova Revisão para mudar os exames.';
/** A PCMSO revision that expires before it starts. */
export const pcmsoVencimentoAntesInicioMessage = 'A data de vencimento deve ser posterior à data de início';
/** An age range whose end is below its start. */
export const pcmsoFaixaEtariaMessage = 'A idade final deve ser maior ou igual à idade inicial';
/** The same exam twice in a GHE's table with overlapping age ranges. */
export const pcmsoExameRepetidoMessage = 'Esse exame já está no PCMSO desse GHE com uma faixa etária que se sobrepõe';

// Credenciadas and their price tables (issue 14: credenciadas, empresa/tabela-balcao), all ours unless noted
/** A second clinic with the same CNPJ in the tenant. */
export const credenciadaCnpjTakenMessage = 'Já existe uma credenciada cadastrada com esse CNPJ';
/** Deleting the tenant's default clinic (padrão): another must be made the default first. */
export const credenciadaPadraoDeleteMessage =
  'A credenciada padrão não pode ser excluída. Defina outra credenciada como padrão antes de excluí-la.';
/** Deleting a clinic with open consultations (scheduled, in attendance, waiting for exams, ASO or release). */
export const credenciadaEmUsoMessage =
  'Essa credenciada possui consultas em aberto e não pode ser excluída. Desative-a para que não seja mais oferecida.';
/** A price table whose validity ends before it starts. */
export const vigenciaInvalidaMessage = 'A data final da vigência deve ser igual ou posterior à data inicial';
/** The same exam twice in one price table. */
export const exameRepetidoMessage = 'Esse exame já está na tabela';
/** A price table with more exams than one save holds. */
export const tabelaPrecoMaxExamesMessage = (max: number) => `Uma tabela de preço pode ter até ${max} exames`;
/** A price table naming a work front without its company, or a front of another company. */
export const fdtSemEmpresaMessage = 'Selecione a empresa da frente de trabalho';

// Usuários: portal users of companies, clinics and partners, and the web area's operators (issue 14). Ours.
/** Another live user of the same point (the same login: point type, CNPJ and CPF) has this CPF. */
export const usuarioCpfTakenMessage = 'Já existe um usuário com esse CPF nesse acesso';
/** An administrator tried to take their own administrator flag away. */
export const usuarioProprioAdmMessage = 'Você não pode remover o seu próprio acesso de administrador.';
/** An administrator tried to deactivate themselves. */
export const usuarioProprioInativarMessage = 'Você não pode inativar o seu próprio usuário.';
/** An administrator tried to delete themselves. */
export const usuarioProprioExcluirMessage = 'Você não pode excluir o seu próprio usuário.';
/** The change would leave the web area without an active administrator. */
export const usuarioUltimoAdmMessage = 'O sistema precisa de ao menos um administrador ativo. Cadastre ou ative outro administrador antes.';
/** A permission the user's area does not have. */
export const usuarioPermissaoInvalidaMessage = 'Permissão inválida para essa área';

// Empresas (issue 14: the client company record, web route empresas), all ours
/** A second company with the same CNPJ in the tenant. */
export const empresaCnpjTakenMessage = 'Já existe uma empresa cadastrada com esse CNPJ';
/** Deleting a company that still has employees or a consultation waiting for its ASO or release. */
export const empresaEmUsoMessage =
  'Essa empresa possui funcionários cadastrados ou consultas em andamento e não pode ser excluída. Desative-a para que não seja mais oferecida.';
/** The company's eSocial tab: transmitting lotes of a company whose events are not generated. */
export const esocialTransmitirSemGerarMessage = 'Para transmitir os lotes, gere também os eventos da empresa';
/** The company's eSocial tab: leaving the active automatic sending without any company. */
export const esocialUltimaEmpresaMessage =
  'O envio automático está ativo e precisa de ao menos uma empresa. Desative-o em eSocial › Configuração.';
/** Changing a saved company's CNPJ: it is the login key of the company's portal users (usuario.pointCnpj). */
export const empresaCnpjLockedMessage = 'O CNPJ não pode ser alterado: ele é a chave de acesso dos usuários da empresa';

// LTCAT: Conclusões Técnicas, catálogo de EPI e conteúdos do modelo (issue 15, wave 1). Ours.
/** A second technical conclusion with the same name in the tenant. */
export const conclusaoTecnicaNomeTakenMessage = 'Já existe uma conclusão técnica com esse nome';
/** An EPI's CA (Certificado de Aprovação) that is not 1 to 10 digits. */
export const invalidCaMessage = 'Digite um número de CA válido';
/** A second EPI with the same CA in the tenant. */
export const epiCaTakenMessage = 'Já existe um EPI cadastrado com esse CA';
/** Editing a model section the system generates (tipo ≠ 0; spec 3 §4 "only rows of type 0 are editable"). */
export const conteudoNaoEditavelMessage = 'Esse conteúdo é gerado pelo sistema e não pode ser editado. Você pode apenas ocultá-lo no documento.';

// Tabelas dinâmicas (issue 15, wave 1: ltcat/tabela-dinamica). The spec gives the rule (spec 3 §4), not its text.
/** A column's first value line (index 0) cannot be removed. */
export const valorPrimeiraLinhaMessage = 'A primeira linha de valores não pode ser removida';
/** A column whose type carries values must keep at least one line. */
export const valorUltimaLinhaMessage = 'O campo deve manter ao menos uma linha de valores';
/** A column's category belongs to another table, or is not a live one. */
export const categoriaInvalidaMessage = 'Selecione uma categoria dessa tabela';
/** Deleting a category that still classifies a live column. */
export const categoriaEmUsoMessage = 'Essa categoria classifica colunas da tabela. Mova ou exclua as colunas antes.';
/** A second table with the same name in the tenant. */
export const tabelaDinamicaNomeTakenMessage = 'Já existe uma tabela dinâmica com esse nome';
/** The minimum reference value above the maximum. */
export const valorReferenciaMessage = 'O valor de referência mínimo não pode ser maior que o máximo';

// LTCAT: Fatores de Risco e Laboratórios (issue 15, wave 1: ltcat/fator-risco, ltcat/laboratorio).
/** A line of a risk factor's laboratories without a laboratory (spec 3 §5). */
export const selecioneLaboratorioMessage = 'Por favor selecione um laboratório';
/** A laboratory listed twice in a risk factor's laboratories (spec 3 §5). */
export const laboratorioJaCadastradoMessage = 'O laboratório selecionado já está cadastrado';
/** More than one default laboratory marked for a risk factor (the radio allows one). */
export const laboratorioPadraoUnicoMessage = 'Selecione apenas um laboratório padrão';
/** Turning off, from the laboratory's tab, the default of a factor: another laboratory must be chosen on the factor. */
export const laboratorioPadraoObrigatorioMessage = 'Escolha o novo laboratório padrão no cadastro do fator de risco';
/** A second risk factor with the same name in the tenant. */
export const fatorRiscoNomeTakenMessage = 'Já existe um fator de risco com esse nome';
/** A second laboratory with the same CNPJ in the tenant. */
export const laboratorioCnpjTakenMessage = 'Já existe um laboratório cadastrado com esse CNPJ';
/** Deleting a laboratory that still prices a live risk factor. */
export const laboratorioVinculadoMessage = 'Laboratório vinculado a fatores de risco. Remova-o dos fatores de risco antes de excluir.';

// LTCAT core (issue 15, wave 1: ltcat, ltcat/cadastrar, ltcat/editar and the Documentos e Anexos tab). The spec gives
// the rules (spec 3 §3, §4), not their texts.
/** A front's first LTCAT must be of revision type 2. */
export const ltcatPrimeiraRevisaoMessage = 'Esta frente de trabalho ainda não tem LTCAT: o tipo de revisão deve ser Elaboração';
/** A revision's type: 4 when the last revision is more than a year old, else 3 (the label of the right one). */
export function ltcatTipoRevisaoMessage(esperado: string): string {
  return `O tipo de revisão desta frente de trabalho deve ser ${esperado}`;
}
/** The LTCAT's date before the last revision's (or its parent's): dd/mm/aaaa of the earliest allowed. */
export function ltcatDataAnteriorMessage(minima: string): string {
  return `A data não pode ser anterior à da última revisão (${minima})`;
}
/** The expiry before the LTCAT's date. */
export const ltcatVencimentoAnteriorMessage = 'O vencimento não pode ser anterior à data do LTCAT';
/** Creation mode 205 (copy of a PPRA): the product has no PPRA yet. */
export const ltcatCopiaPpraIndisponivelMessage = 'A cópia de um PPRA ainda não está disponível: escolha outro tipo de LTCAT';
/** Creation mode 206 with a source LTCAT that is not a live one of the tenant. */
export const ltcatOrigemNaoEncontradaMessage = 'LTCAT de origem não encontrado';
/** A work front that is not a live front of the chosen company. */
export const ltcatFrenteInvalidaMessage = 'Selecione uma frente de trabalho dessa empresa';
/** A company that is not a live one of the tenant. */
export const ltcatEmpresaInvalidaMessage = 'Selecione uma empresa cadastrada';
/** A responsible professional that is not a live one of Configurações › Profissionais. */
export const ltcatResponsavelInvalidoMessage = 'Selecione um profissional cadastrado';
/** Two LTCATs of one front saved at once: both cannot take the same revision number. */
export const ltcatRevisaoConcorrenteMessage = 'Outro LTCAT desta frente de trabalho foi salvo ao mesmo tempo. Tente novamente.';
/** Deleting an LTCAT another LTCAT of the front revises (only the last revision of a front can go). */
export const ltcatRevisadoMessage = 'Só a última revisão de uma frente de trabalho pode ser excluída';
/** Editing or deleting an attachment whose status is not 79 (processed) or absent (spec 3 §4). */
export const ltcatAnexoBloqueadoMessage = 'Este anexo ainda está em processamento e não pode ser alterado';
/** Saving a new attachment without its file, or before the file reached storage. */
export const ltcatAnexoArquivoMessage = 'Envie o arquivo antes de salvar';

// Issue 15, wave 2: the GHE of an LTCAT (Setores (GHE)); ours, the spec has none.
/** The GHE code already used by another GHE of the same LTCAT. */
export const ltcatGheDuplicadoMessage = 'Já existe um GHE com este código neste LTCAT';
/** A GHE to copy (copiar) or a replication target that is not a GHE of the same LTCAT. */
export const ltcatGheOutroLtcatMessage = 'Selecione GHEs deste LTCAT';
/** A function of Configurações › Funções that is not a live one. */
export const ltcatGheFuncaoInvalidaMessage = 'Selecione uma função cadastrada';
/** The same function twice in one GHE. */
export const ltcatGheFuncaoRepetidaMessage = 'Esta função já está neste GHE';
/** An employee that is not a live employee of the LTCAT's company. */
export const ltcatGheFuncionarioInvalidoMessage = 'Selecione um funcionário da empresa deste LTCAT';
/** An employee already in a GHE of this LTCAT (one GHE per employee in an LTCAT). */
export function ltcatGheFuncionarioRepetidoMessage(ghe: string): string {
  return `Este funcionário já está no GHE ${ghe} deste LTCAT`;
}
/** A technical conclusion that is not a live one of the catalogue. */
export const ltcatGheConclusaoInvalidaMessage = 'Selecione uma conclusão técnica cadastrada';
/** The same technical conclusion twice in one GHE. */
export const ltcatGheConclusaoRepetidaMessage = 'Esta conclusão técnica já está neste GHE';

// LTCAT document (issue 15, wave 2: Gerar Documento; spec 3 §5)
/** Generating an LTCAT document without a responsible professional, or with no visible model section. */
export const ltcatDocumentoSemModeloMessage = 'Selecione um modelo e o responsável pelo LTCAT';
