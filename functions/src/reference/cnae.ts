/**
 * CNAE 2.3 subclasses the demo and tests use: a curated subset (the full IBGE table of about 1,300 subclasses is
 * loaded as data when the company registration feature needs it in full).
 */
export const cnaeSubclasses: readonly { codigo: string; descricao: string }[] = [
  { codigo: '0111-3/01', descricao: 'Cultivo de arroz' },
  { codigo: '1011-2/01', descricao: 'Frigorífico - abate de bovinos' },
  { codigo: '1091-1/02', descricao: 'Fabricação de produtos de padaria e confeitaria com predominância de produção própria' },
  { codigo: '2222-6/00', descricao: 'Fabricação de embalagens de material plástico' },
  { codigo: '2511-0/00', descricao: 'Fabricação de estruturas metálicas' },
  { codigo: '4120-4/00', descricao: 'Construção de edifícios' },
  { codigo: '4321-5/00', descricao: 'Instalação e manutenção elétrica' },
  { codigo: '4399-1/03', descricao: 'Obras de alvenaria' },
  {
    codigo: '4711-3/02',
    descricao: 'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
  },
  { codigo: '4744-0/01', descricao: 'Comércio varejista de ferragens e ferramentas' },
  { codigo: '4781-4/00', descricao: 'Comércio varejista de artigos do vestuário e acessórios' },
  {
    codigo: '4930-2/02',
    descricao:
      'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
  },
  { codigo: '5611-2/01', descricao: 'Restaurantes e similares' },
  { codigo: '6201-5/01', descricao: 'Desenvolvimento de programas de computador sob encomenda' },
  { codigo: '7112-0/00', descricao: 'Serviços de engenharia' },
  { codigo: '7120-1/00', descricao: 'Testes e análises técnicas' },
  { codigo: '8011-1/01', descricao: 'Atividades de vigilância e segurança privada' },
  { codigo: '8121-4/00', descricao: 'Limpeza em prédios e em domicílios' },
  {
    codigo: '8299-7/99',
    descricao: 'Outras atividades de serviços prestados principalmente às empresas não especificadas anteriormente',
  },
  { codigo: '8411-6/00', descricao: 'Administração pública em geral' },
  { codigo: '8599-6/04', descricao: 'Treinamento em desenvolvimento profissional e gerencial' },
  {
    codigo: '8610-1/01',
    descricao: 'Atividades de atendimento hospitalar, exceto pronto-socorro e unidades para atendimento a urgências',
  },
  {
    codigo: '8630-5/01',
    descricao: 'Atividade médica ambulatorial com recursos para realização de procedimentos cirúrgicos',
  },
  { codigo: '8630-5/02', descricao: 'Atividade médica ambulatorial com recursos para realização de exames complementares' },
  { codigo: '8630-5/03', descricao: 'Atividade médica ambulatorial restrita a consultas' },
  { codigo: '8640-2/02', descricao: 'Laboratórios clínicos' },
  { codigo: '8650-0/04', descricao: 'Atividades de fisioterapia' },
];
